import type { SeedCourseLessons } from "./types";

/**
 * What the seed wrote into Beginner English (A1-A2) before the curriculum moved to content/courses: kept
 * as the record of an old database's lessons, so the test of their adoption starts from exactly them
 * (server/curriculum/seed-curriculum.test.ts). Nothing seeds from it any more.
 */
export const a1a2: SeedCourseLessons = {
  courseSlug: "a1-a2",
  lessons: [
    {
      module: 1,
      title: "Hello and Goodbye: Everyday Greetings",
      description: "Learn simple ways to say hello and goodbye at different times of the day.",
      estimatedMinutes: 15,
      explanation:
        "We use greetings when we meet people. 'Hello' and 'Hi' are good at any time of the day. 'Hi' is friendly and informal. We use it with friends and family.\n\n" +
        "We can also greet people with the time of day. Say 'Good morning' before 12 o'clock, 'Good afternoon' from 12 o'clock to about 6 o'clock, and 'Good evening' after that. 'Good night' is not a greeting. We say it when we leave at night or go to bed.\n\n" +
        "To ask about a person, say 'How are you?' A common answer is 'I'm fine, thanks. And you?' When you leave, say 'Goodbye', 'Bye' or 'See you later'.",
      examples: [
        "Good morning, Mrs Okafor!",
        "Hi, Lucas! How are you?",
        "I'm fine, thanks. And you?",
        "Good night, Mum. See you tomorrow.",
        "Bye, Aiko! See you later.",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Choose the greeting",
          description: "Read the situation and choose the best greeting.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            question: "It is 9 o'clock in the morning. You meet your teacher. What do you say?",
            options: ["Good night", "Good evening", "Good morning", "Goodbye"],
            answer: 2,
          },
        },
        {
          type: "fill_in_blank",
          title: "Complete the short conversation",
          description: "Write the missing words in the conversation between Anna and Maria.",
          difficulty: "beginner",
          points: 10,
          skill: "writing",
          content: {
            text: "Anna: Hello, Maria. How ___ you? Maria: I'm fine, ___. And you?",
            answers: [["are"], ["thanks", "thank you"]],
          },
        },
        {
          type: "matching",
          title: "Match the time and the greeting",
          description: "Match each time of day with the correct greeting.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "8 o'clock in the morning", right: "Good morning" },
              { left: "3 o'clock in the afternoon", right: "Good afternoon" },
              { left: "7 o'clock in the evening", right: "Good evening" },
              { left: "11 o'clock at night, going to bed", right: "Good night" },
            ],
          },
        },
        {
          type: "audio",
          title: "Listen to the greeting",
          description: "Listen to the greeting and answer the question.",
          difficulty: "beginner",
          points: 10,
          skill: "listening",
          content: {
            say: "Good evening, Mr Silva. How are you today?",
            question: "What time of day is it?",
            options: ["Morning", "Afternoon", "Evening"],
            answer: 2,
          },
        },
        {
          type: "speaking",
          title: "Say hello to a friend",
          description: "Say this friendly greeting out loud.",
          difficulty: "beginner",
          points: 10,
          skill: "speaking",
          content: { phrase: "Hi! How are you? I'm fine, thanks." },
        },
        {
          type: "flashcard",
          title: "Greetings flashcards",
          description: "Read each greeting and turn the card to see what it means.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "Hi", back: "A friendly, informal way to say hello" },
              { front: "Good morning", back: "Hello before 12 o'clock" },
              { front: "How are you?", back: "A question about how a person feels" },
              { front: "See you later", back: "Goodbye. I will see you again soon." },
            ],
          },
        },
      ],
    },
    {
      module: 1,
      title: "Introducing Yourself",
      description: "Say your name and where you are from, and ask other people the same questions.",
      estimatedMinutes: 15,
      explanation:
        "When you meet a new person, say your name. You can say 'I'm Amara' or 'My name is Amara'. 'I'm' is short for 'I am'.\n\n" +
        "To ask a person's name, say 'What's your name?' To ask where a person is from, say 'Where are you from?' Answer with 'I'm from' and your country or city, for example 'I'm from Kenya' or 'I'm from Cape Town'.\n\n" +
        "At the end, say 'Nice to meet you'. The other person can answer 'Nice to meet you too'.",
      examples: [
        "Hello, I'm Amara. I'm from Nairobi, in Kenya.",
        "My name is Diego. What's your name?",
        "Where are you from?",
        "I'm from Osaka. It's a big city in Japan.",
        "Nice to meet you too, Priya.",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Ask for a name",
          description: "Choose the question that asks for a person's name.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            question: "Which question asks for a person's name?",
            options: ["Where are you from?", "How are you?", "How old are you?", "What's your name?"],
            answer: 3,
          },
        },
        {
          type: "fill_in_blank",
          title: "Introduce Tomás",
          description: "Write the missing words to complete Tomás's introduction.",
          difficulty: "beginner",
          points: 10,
          skill: "writing",
          content: {
            text: "Hello, my ___ is Tomás. I'm ___ Brazil.",
            answers: [["name"], ["from"]],
          },
        },
        {
          type: "matching",
          title: "Match the question and the answer",
          description: "Match each question or sentence with the best answer.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "What's your name?", right: "My name is Leila." },
              { left: "Where are you from?", right: "I'm from Egypt." },
              { left: "How are you?", right: "I'm fine, thanks." },
              { left: "Nice to meet you.", right: "Nice to meet you too." },
            ],
          },
        },
        {
          type: "audio",
          title: "Where is Yuki from?",
          description: "Listen to Yuki and answer the question.",
          difficulty: "beginner",
          points: 10,
          skill: "listening",
          content: {
            say: "Hi, I'm Yuki. I'm from Tokyo, in Japan. Nice to meet you.",
            question: "Where is Yuki from?",
            options: ["Japan", "China", "Kenya", "Brazil"],
            answer: 0,
          },
        },
        {
          type: "speaking",
          title: "Say who you are",
          description: "Say this short introduction out loud.",
          difficulty: "beginner",
          points: 10,
          skill: "speaking",
          content: { phrase: "Hello, my name is Sam. Nice to meet you." },
        },
      ],
    },
    {
      module: 1,
      title: "The Verb To Be: Am, Is and Are",
      description: "Use am, is and are to talk about yourself and other people.",
      estimatedMinutes: 20,
      explanation:
        "The verb 'to be' has three forms in the present: am, is and are. We use 'am' with I. We use 'is' with he, she and it. We use 'are' with you, we and they.\n\n" +
        "In speaking we often use short forms: I'm, you're, he's, she's, it's, we're and they're. For the negative, add 'not': I'm not, he isn't, they aren't.\n\n" +
        "For questions, put the verb first: 'Are you a student?' 'Is she from Ghana?' Short answers are 'Yes, I am.' or 'No, she isn't.'",
      examples: [
        "I am a student.",
        "She's a nurse in Lagos.",
        "We aren't tired.",
        "Are you from India? Yes, I am.",
        "It isn't cold today.",
      ],
      exercises: [
        {
          type: "fill_in_blank",
          title: "Write am, is or are",
          description: "Write the correct form of the verb 'to be' in each space.",
          difficulty: "beginner",
          points: 10,
          skill: "writing",
          content: {
            text: "I ___ a teacher. My sister ___ a doctor. We ___ happy.",
            answers: [
              ["am", "'m"],
              ["is", "'s"],
              ["are", "'re"],
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Find the correct sentence",
          description: "Choose the sentence with the correct form of 'to be'.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            question: "Which sentence is correct?",
            options: ["They is from Peru.", "They am from Peru.", "They are from Peru.", "They be from Peru."],
            answer: 2,
          },
        },
        {
          type: "matching",
          title: "Match the short forms",
          description: "Match each long form with its short form.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "I am", right: "I'm" },
              { left: "she is", right: "she's" },
              { left: "they are", right: "they're" },
              { left: "is not", right: "isn't" },
              { left: "are not", right: "aren't" },
            ],
          },
        },
        {
          type: "audio",
          title: "Listen: what is Omar's job?",
          description: "Listen to the short dialogue and answer the question.",
          difficulty: "beginner",
          points: 10,
          skill: "listening",
          content: {
            say: "Is Omar a student? No, he isn't. He's a teacher.",
            question: "What is Omar's job?",
            options: ["Student", "Teacher", "Doctor"],
            answer: 1,
          },
        },
        {
          type: "flashcard",
          title: "Questions and short answers",
          description: "Read each question and turn the card to see the short answers.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "Are you a student?", back: "Yes, I am. / No, I'm not." },
              { front: "Is he from Chile?", back: "Yes, he is. / No, he isn't." },
              { front: "Are they friends?", back: "Yes, they are. / No, they aren't." },
              { front: "Is it hot today?", back: "Yes, it is. / No, it isn't." },
            ],
          },
        },
        {
          type: "speaking",
          title: "Talk about you",
          description: "Say these two sentences about a student out loud.",
          difficulty: "beginner",
          points: 10,
          skill: "speaking",
          content: { phrase: "I'm a student. I'm not a teacher." },
        },
      ],
    },
    {
      module: 1,
      title: "Numbers, Ages and Countries",
      description: "Say numbers and ages, and name countries and nationalities.",
      estimatedMinutes: 20,
      explanation:
        "Numbers help us say our age, our phone number and prices. Learn 1 to 20 first, and then 30 (thirty), 40 (forty) and 50 (fifty). Be careful: thirteen and thirty sound similar. In 'thirteen' the stress is at the end: thir-TEEN. In 'thirty' it is at the start: THIR-ty.\n\n" +
        "Countries and nationalities are different words. 'I'm from Brazil' uses the country. 'I'm Brazilian' uses the nationality. Countries and nationalities always start with a capital letter.\n\n" +
        "To ask about age, say 'How old are you?' Answer 'I'm 25' or 'I'm 25 years old'. Don't say 'I have 25 years'.",
      examples: [
        "I'm from Kenya. I'm Kenyan.",
        "Carlos is 34 years old.",
        "My phone number is 072 555 0193.",
        "She's from Japan. She's Japanese.",
        "There are fifteen students in my class.",
      ],
      exercises: [
        {
          type: "matching",
          title: "Match the country and the nationality",
          description: "Match each country with its nationality word.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "Brazil", right: "Brazilian" },
              { left: "Japan", right: "Japanese" },
              { left: "Kenya", right: "Kenyan" },
              { left: "Mexico", right: "Mexican" },
              { left: "France", right: "French" },
              { left: "South Africa", right: "South African" },
            ],
          },
        },
        {
          type: "audio",
          title: "Listen for the age",
          description: "Listen carefully to the number and answer the question.",
          difficulty: "beginner",
          points: 15,
          skill: "listening",
          content: {
            say: "My name is Ana and I'm thirteen years old.",
            question: "How old is Ana?",
            options: ["3", "30", "33", "13"],
            answer: 3,
          },
        },
        {
          type: "fill_in_blank",
          title: "Write the numbers in words",
          description: "Do the sums and write the answers in words, not numbers.",
          difficulty: "beginner",
          points: 10,
          skill: "writing",
          content: {
            text: "Seven and eight is ___. Twenty and twenty is ___.",
            answers: [["fifteen"], ["forty"]],
          },
        },
        {
          type: "multiple_choice",
          title: "Say your age correctly",
          description: "Choose the correct answer to the question 'How old are you?'.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            question: "How old are you?",
            options: ["I'm 20 years old.", "I have 20 years.", "I'm 20 years.", "My age have 20."],
            answer: 0,
          },
        },
        {
          type: "speaking",
          title: "Say your country and nationality",
          description: "Say these two sentences out loud.",
          difficulty: "beginner",
          points: 10,
          skill: "speaking",
          content: { phrase: "I'm from South Africa. I'm South African." },
        },
        {
          type: "flashcard",
          title: "Tricky numbers",
          description: "Read each number and turn the card to see how we say it.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "13", back: "thirteen (thir-TEEN)" },
              { front: "30", back: "thirty (THIR-ty)" },
              { front: "15", back: "fifteen (fif-TEEN)" },
              { front: "50", back: "fifty (FIF-ty)" },
              { front: "12", back: "twelve" },
            ],
          },
        },
      ],
    },
    {
      module: 2,
      title: "My Daily Routine: The Present Simple",
      description: "Use the present simple to talk about habits and the things you do every day.",
      estimatedMinutes: 25,
      explanation:
        "We use the present simple for habits and routines: things we do again and again. 'I get up at seven o'clock.' 'We have lunch at one.'\n\n" +
        "With he, she and it, add -s to the verb: she works, he lives. Some verbs add -es: watch becomes watches and go becomes goes. The verb have changes to has.\n\n" +
        "For negatives, use don't or doesn't before the verb: 'I don't drink coffee.' For questions, use do or does: 'Does she walk to work?' After doesn't and does, the verb has no -s.\n\n" +
        "Words like always, usually, often, sometimes and never say how often. Put them before the main verb: 'I usually get up at six.' With the verb be, put them after: 'She is always late.'",
      examples: [
        "I live in Cape Town.",
        "My brother works in a hospital.",
        "Kofi doesn't like rain.",
        "Do you speak Spanish?",
        "She usually watches TV in the evening.",
      ],
      exercises: [
        {
          type: "fill_in_blank",
          title: "Write the verbs with -s",
          description: "Write the correct present simple form of the verb in brackets.",
          difficulty: "beginner",
          points: 10,
          skill: "writing",
          content: {
            text: "Lina ___ (live) in Lisbon. She ___ (work) in a café.",
            answers: [["lives"], ["works"]],
          },
        },
        {
          type: "multiple_choice",
          title: "Choose the correct negative",
          description: "Choose the correct negative sentence.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            question: "Which sentence is correct?",
            options: ["He don't like coffee.", "He doesn't like coffee.", "He doesn't likes coffee.", "He not like coffee."],
            answer: 1,
          },
        },
        {
          type: "multiple_choice",
          title: "Where does 'always' go?",
          description: "Choose the sentence with 'always' in the correct place.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            question: "Which sentence is correct?",
            options: ["I walk always to school.", "I walk to always school.", "I always walk to school."],
            answer: 2,
          },
        },
        {
          type: "matching",
          title: "Match questions and short answers",
          description: "Match each question with the correct short answer.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "Do you like tea?", right: "Yes, I do." },
              { left: "Does she play football?", right: "No, she doesn't." },
              { left: "Do they live in Accra?", right: "Yes, they do." },
              { left: "Does he have a car?", right: "Yes, he does." },
            ],
          },
        },
        {
          type: "audio",
          title: "Listen to Raj's morning",
          description: "Listen to the sentences about Raj and answer the question.",
          difficulty: "beginner",
          points: 10,
          skill: "listening",
          content: {
            say: "Raj gets up at six o'clock. He doesn't drink coffee. He drinks tea.",
            question: "What does Raj drink?",
            options: ["Coffee", "Juice", "Tea", "Water"],
            answer: 2,
          },
        },
        {
          type: "speaking",
          title: "Say when you get up",
          description: "Say this sentence about your routine out loud.",
          difficulty: "beginner",
          points: 10,
          skill: "speaking",
          content: { phrase: "I usually get up at seven o'clock." },
        },
      ],
    },
    {
      module: 2,
      title: "My Family",
      description: "Learn family words and use my, your, his and her to talk about the people in your family.",
      estimatedMinutes: 20,
      explanation:
        "Family words help us talk about the people we love. Your mother and father are your parents. Your brothers and sisters are your siblings. Your mother's mother is your grandmother.\n\n" +
        "Use 's to show who a person belongs to: 'Maria's brother', 'my father's car'. Use my, your, his, her, our and their before a noun: 'His sister is a teacher.' 'Their son is five.'\n\n" +
        "To talk about your family, use 'have' or 'have got': 'I have two brothers.' 'She's got one sister.' Ask 'Have you got any brothers or sisters?' or 'Do you have any children?'",
      examples: [
        "This is my mother, Grace.",
        "I have two sisters and one brother.",
        "Ahmed's wife is a doctor.",
        "Their grandparents live in Durban.",
        "Do you have any children?",
      ],
      exercises: [
        {
          type: "matching",
          title: "Family words",
          description: "Match each description with the correct family word.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "your mother's mother", right: "grandmother" },
              { left: "your father's brother", right: "uncle" },
              { left: "your mother's sister", right: "aunt" },
              { left: "your aunt's son", right: "cousin" },
              { left: "your brother's daughter", right: "niece" },
            ],
          },
        },
        {
          type: "fill_in_blank",
          title: "Choose the possessive word",
          description: "Write the correct word (my, your, his, her, our or their) in each space.",
          difficulty: "beginner",
          points: 10,
          skill: "writing",
          content: {
            text: "Ken and Mia have a daughter. ___ daughter is six. Mia is a nurse. ___ job is busy.",
            answers: [["their"], ["her"]],
          },
        },
        {
          type: "multiple_choice",
          title: "Who is Tom?",
          description: "Read the sentence and choose the correct family word.",
          difficulty: "beginner",
          points: 15,
          skill: "reading",
          content: {
            question: "Tom is the son of my father's sister. Tom is my ...",
            options: ["brother", "uncle", "nephew", "cousin"],
            answer: 3,
          },
        },
        {
          type: "flashcard",
          title: "Family pairs",
          description: "Read each family word and turn the card to see the matching word for the other gender.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "mother", back: "father" },
              { front: "sister", back: "brother" },
              { front: "aunt", back: "uncle" },
              { front: "grandmother", back: "grandfather" },
              { front: "daughter", back: "son" },
              { front: "wife", back: "husband" },
            ],
          },
        },
        {
          type: "audio",
          title: "Listen to Zanele's family",
          description: "Listen to Zanele and answer the question.",
          difficulty: "beginner",
          points: 10,
          skill: "listening",
          content: {
            say: "I'm Zanele. I have one brother and two sisters. My brother is called Sipho.",
            question: "How many sisters does Zanele have?",
            options: ["One", "Two", "Three", "None"],
            answer: 1,
          },
        },
        {
          type: "speaking",
          title: "Talk about your family",
          description: "Say this sentence about a family out loud.",
          difficulty: "beginner",
          points: 10,
          skill: "speaking",
          content: { phrase: "I have one brother and two sisters." },
        },
      ],
    },
    {
      module: 2,
      title: "My Home: Rooms and Furniture",
      description: "Describe your home with room and furniture words, there is and there are.",
      estimatedMinutes: 20,
      explanation:
        "A home has different rooms. We cook in the kitchen, we sleep in the bedroom and we wash in the bathroom. We relax and watch TV in the living room.\n\n" +
        "Use 'there is' for one thing and 'there are' for two or more things: 'There is a sofa in the living room.' 'There are three bedrooms.' The short form of 'there is' is 'there's'. For negatives, say 'There isn't a garden' or 'There aren't any chairs'.\n\n" +
        "To say where things are, use in, on, under and next to: 'The cat is under the table.' 'The lamp is next to the bed.'",
      examples: [
        "There's a big window in my bedroom.",
        "There are two bathrooms in our flat.",
        "The keys are on the table.",
        "There isn't a garden, but there is a balcony.",
        "Is there a shower in the bathroom?",
      ],
      exercises: [
        {
          type: "matching",
          title: "Rooms and activities",
          description: "Match each sentence with the correct room.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "You cook dinner here.", right: "kitchen" },
              { left: "You sleep here.", right: "bedroom" },
              { left: "You have a shower here.", right: "bathroom" },
              { left: "You watch TV with your family here.", right: "living room" },
              { left: "You park the car here.", right: "garage" },
            ],
          },
        },
        {
          type: "fill_in_blank",
          title: "There is or there are?",
          description: "Write 'there is' or 'there are' in each space.",
          difficulty: "beginner",
          points: 10,
          skill: "writing",
          content: {
            text: "___ two beds in my room, and ___ a small desk next to the window.",
            answers: [["there are"], ["there is", "there's"]],
          },
        },
        {
          type: "multiple_choice",
          title: "Where is the book?",
          description: "Read the sentence and answer the question.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            question: "Read: 'The cat is under the table, and the book is on the table.' Where is the book?",
            options: ["Under the table", "On the table", "Next to the bed", "In the kitchen"],
            answer: 1,
          },
        },
        {
          type: "audio",
          title: "Listen to the flat in Nairobi",
          description: "Listen to the description of a flat and answer the question.",
          difficulty: "beginner",
          points: 10,
          skill: "listening",
          content: {
            say: "My flat in Nairobi has two bedrooms, a small kitchen and one bathroom. There isn't a garden.",
            question: "How many bedrooms are there?",
            options: ["One", "Three", "Two", "Four"],
            answer: 2,
          },
        },
        {
          type: "flashcard",
          title: "Furniture words",
          description: "Read each word and turn the card to see what it is.",
          difficulty: "beginner",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "sofa", back: "A long, soft seat for two or three people" },
              { front: "wardrobe", back: "A tall cupboard for your clothes" },
              { front: "fridge", back: "It keeps food cold in the kitchen." },
              { front: "shelf", back: "A flat board on the wall for books" },
              { front: "mirror", back: "You look at yourself in it." },
            ],
          },
        },
        {
          type: "speaking",
          title: "Describe your home",
          description: "Say this sentence about a home out loud.",
          difficulty: "beginner",
          points: 10,
          skill: "speaking",
          content: { phrase: "There are three rooms in my home." },
        },
      ],
    },
  ],
};
