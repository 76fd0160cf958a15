import type { SeedCourseLessons } from "./types";

/**
 * Intermediate English (B1-B2). Module 1: Telling Stories and Sharing Experiences.
 * Module 2: Opinions, Arguments and Debate.
 */
export const b1b2: SeedCourseLessons = {
  courseSlug: "b1-b2",
  lessons: [
    {
      module: 1,
      title: "Past Simple and Past Continuous in Stories",
      description: "Combine the past simple and the past continuous to set the scene and tell the main events of a story.",
      estimatedMinutes: 25,
      explanation:
        "When we tell a story, we use two past tenses together. The past continuous (was/were + -ing) describes the background: actions that were in progress at a particular moment. The past simple describes the main events, the things that happened and moved the story forward.\n\n" +
        "A very common pattern is a longer action interrupted by a shorter one: 'I was cycling home when it started to rain.' The past continuous sets the scene, and the past simple interrupts it. We often use 'when' before the short action and 'while' or 'as' before the long one: 'While we were waiting for the bus, a stranger asked us for directions.'\n\n" +
        "Some verbs, such as know, want, believe and belong, are rarely used in continuous forms. Say 'I knew the answer', not 'I was knowing the answer'. And when two actions happen one after the other, use the past simple for both: 'She opened the door and switched on the light.'",
      examples: [
        "The sun was shining and the birds were singing when we arrived at the lake.",
        "While Mateo was cooking, the power went off.",
        "I was reading on the train when I saw an old school friend.",
        "As they were walking through the market in Marrakech, it began to rain.",
        "She heard a noise, got up and looked out of the window.",
      ],
      exercises: [
        {
          type: "fill_in_blank",
          title: "Complete the beach story",
          description: "Write the verbs in brackets in the past simple or the past continuous.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "I ___ (walk) along the beach in Durban when I ___ (find) an old bottle with a message inside.",
            answers: [["was walking"], ["found"]],
          },
        },
        {
          type: "multiple_choice",
          title: "Setting the scene",
          description: "Decide which sentence describes the background of a story rather than a main event.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Which sentence is most likely to set the scene at the start of a story?",
            options: [
              "Suddenly, the phone rang.",
              "She picked up the letter and opened it.",
              "It was a cold evening and the wind was blowing hard.",
              "Then he ran out of the house.",
            ],
            answer: 2,
          },
        },
        {
          type: "audio",
          title: "What was Amina doing?",
          description: "Listen to the sentence and answer the question about the background action.",
          difficulty: "intermediate",
          points: 10,
          skill: "listening",
          content: {
            say: "When the teacher walked in, Amina was writing on the board and the others were laughing.",
            question: "What was Amina doing when the teacher walked in?",
            options: ["Laughing with the others", "Walking into the room", "Reading a book", "Writing on the board"],
            answer: 3,
          },
        },
        {
          type: "matching",
          title: "Story-telling tools",
          description: "Match each tense or word with its usual job in a story.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "past continuous", right: "describes an action in progress at a moment in the past" },
              { left: "past simple", right: "describes a completed main event" },
              { left: "when", right: "often introduces the short, interrupting action" },
              { left: "while", right: "often introduces the longer background action" },
              { left: "suddenly", right: "signals an unexpected event" },
            ],
          },
        },
        {
          type: "speaking",
          title: "Open a story",
          description: "Say this story opening out loud, stressing the contrast between the two actions.",
          difficulty: "intermediate",
          points: 10,
          skill: "speaking",
          content: { phrase: "I was waiting for the bus when I saw something very strange." },
        },
      ],
    },
    {
      module: 1,
      title: "Sequencing Words: Putting Events in Order",
      description: "Use words such as first, after that, meanwhile and in the end to help listeners follow a story.",
      estimatedMinutes: 20,
      explanation:
        "Sequencing words help listeners follow the order of events in a story. To begin, use 'First' or 'To begin with'. To continue, use 'Then', 'After that', 'Next' or 'Later'. To finish, use 'Finally', 'In the end' or 'Eventually'.\n\n" +
        "Be careful with similar expressions. 'At first' contrasts the beginning with a later change: 'At first I hated the city, but later I loved it.' 'First' simply introduces the first step. 'In the end' means after a long time or many problems, while 'at the end' needs 'of': 'at the end of the film'.\n\n" +
        "We can also show time relationships inside a sentence with as soon as, before and after. 'As soon as we landed in Lima, we switched on our phones.' 'Meanwhile' describes something happening at the same time in another place: 'Meanwhile, back at home, our dog was chewing the sofa.'",
      examples: [
        "First, we packed the car. Then we drove to the coast.",
        "At first the job was difficult, but it soon got easier.",
        "After that, we had lunch at a small restaurant in Stellenbosch.",
        "We waited for hours, and in the end the flight was cancelled.",
        "As soon as she heard the news, she called her mother.",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "At first or first?",
          description: "Choose the best sequencing expression for the sentence.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question:
              "'___ I didn't understand my host family in Seoul, but after a month I could follow most of their conversations.' Which expression fits best?",
            options: ["First", "At first", "Finally", "Meanwhile"],
            answer: 1,
          },
        },
        {
          type: "fill_in_blank",
          title: "Complete the fixed expressions",
          description: "Write one word in each space to complete the sequencing expressions.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "We missed the last train, so ___ the end we took a taxi. As ___ as we got home, we went straight to bed.",
            answers: [["in"], ["soon"]],
          },
        },
        {
          type: "matching",
          title: "What does each word do?",
          description: "Match each sequencing expression with its use.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "To begin with", right: "introduces the first event" },
              { left: "After that", right: "introduces the next event" },
              { left: "Meanwhile", right: "shows something happening at the same time elsewhere" },
              { left: "Eventually", right: "shows something happened after a long time" },
              { left: "As soon as", right: "means immediately after" },
            ],
          },
        },
        {
          type: "audio",
          title: "Listen to the order of events",
          description: "Listen to the description of a day out and answer the question.",
          difficulty: "intermediate",
          points: 10,
          skill: "listening",
          content: {
            say: "First we visited the museum, then we had lunch by the river, and finally we went shopping.",
            question: "What did they do second?",
            options: ["Visited the museum", "Went shopping", "Had lunch by the river", "Took a boat trip"],
            answer: 2,
          },
        },
        {
          type: "flashcard",
          title: "Sequencing phrases",
          description: "Read each phrase and turn the card to check its meaning.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "At first", back: "At the beginning (often before a change)" },
              { front: "In the end", back: "Finally, after a long time or some difficulties" },
              { front: "At the end of", back: "At the final point of something, e.g. at the end of the film" },
              { front: "Afterwards", back: "Later, after the event just mentioned" },
              { front: "Meanwhile", back: "At the same time, usually in another place" },
            ],
          },
        },
        {
          type: "speaking",
          title: "Describe your morning in order",
          description: "Say this sentence out loud, pausing slightly after each sequencing word.",
          difficulty: "intermediate",
          points: 10,
          skill: "speaking",
          content: { phrase: "First I had breakfast, then I checked my emails, and finally I left for work." },
        },
      ],
    },
    {
      module: 1,
      title: "The Past Perfect: Going Further Back in Time",
      description: "Use the past perfect to show that one past event happened before another.",
      estimatedMinutes: 25,
      explanation:
        "The past perfect (had + past participle) helps us go further back in time in a story. When we are already talking about the past, we use it for an action that happened earlier: 'When I arrived at the station, the train had already left.' The train left first; I arrived second.\n\n" +
        "Compare these two sentences. 'When we got to the party, Sara left.' (We arrived, and then Sara left.) 'When we got to the party, Sara had left.' (Sara left before we arrived, so we didn't see her.) One small word changes the whole story.\n\n" +
        "We often use the past perfect with already, just, never, before and by the time. 'By the time the ambulance came, a nurse had helped the injured man.' 'I had never seen snow before I moved to Canada.' Don't overuse it, though: once the order of events is clear, go back to the past simple.",
      examples: [
        "I couldn't get into my flat because I had lost my keys.",
        "By the time we reached the top of the mountain, the clouds had disappeared.",
        "She had never eaten sushi before she visited Tokyo.",
        "When the police arrived, the thieves had already escaped.",
        "He was nervous because he hadn't spoken in public before.",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Which happened first?",
          description: "Read the sentence and decide which action happened first.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "'When Nadia got to the cinema, the film had started.' Which happened first?",
            options: ["The film started.", "Nadia got to the cinema.", "They happened at the same time.", "It is impossible to know."],
            answer: 0,
          },
        },
        {
          type: "fill_in_blank",
          title: "Form the past perfect",
          description: "Write the verbs in brackets in the past perfect.",
          difficulty: "intermediate",
          points: 15,
          skill: "writing",
          content: {
            text: "When I got home, I realised that I ___ (leave) my wallet at the restaurant. By the time I called, the waiter ___ (already / put) it in the safe.",
            answers: [["had left", "'d left"], ["had already put"]],
          },
        },
        {
          type: "audio",
          title: "Who arrived first?",
          description: "Listen to the sentence and decide who arrived first.",
          difficulty: "intermediate",
          points: 10,
          skill: "listening",
          content: {
            say: "By the time Kwame arrived at the airport, his sister's plane had already landed.",
            question: "Who arrived at the airport first?",
            options: ["Kwame", "Kwame's sister", "They arrived together"],
            answer: 1,
          },
        },
        {
          type: "matching",
          title: "Match the causes and results",
          description: "Match each sentence beginning with the ending that explains what had happened earlier.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "She couldn't pay for lunch because", right: "she had left her purse at home." },
              { left: "By the time the firefighters arrived,", right: "the fire had already gone out." },
              { left: "I didn't recognise my cousin because", right: "he had grown a long beard." },
              { left: "The streets were wet because", right: "it had rained all night." },
            ],
          },
        },
        {
          type: "speaking",
          title: "Say what had happened",
          description: "Say this sentence out loud, using the contracted form naturally if you like.",
          difficulty: "intermediate",
          points: 10,
          skill: "speaking",
          content: { phrase: "When I got to the station, the train had already left." },
        },
      ],
    },
    {
      module: 1,
      title: "Sharing Experiences: Present Perfect or Past Simple?",
      description: "Talk about life experiences with the present perfect and give details with the past simple.",
      estimatedMinutes: 25,
      explanation:
        "When we talk about life experiences without saying when they happened, we use the present perfect: 'I've been to Brazil.' 'Have you ever tried Ethiopian food?' The exact time is not important; what matters is the experience.\n\n" +
        "As soon as we give or ask for details about a specific finished time, we switch to the past simple: 'I've been to Brazil. I went there in 2019 with my cousins.' Time expressions such as yesterday, last year, in 2019 and when I was a child go with the past simple, not the present perfect.\n\n" +
        "A natural conversation often moves between the two tenses: a present perfect question opens the topic, and past simple questions find out more. 'Have you ever done a bungee jump?' 'Yes, I have.' 'Really? Where did you do it? How did you feel?'",
      examples: [
        "Have you ever been to Zanzibar?",
        "I've never seen the Northern Lights, but I'd love to.",
        "We've visited Cape Town twice. The first time, we climbed Table Mountain.",
        "She has worked in three different countries.",
        "When did you start learning English?",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Choose the correct tense",
          description: "Choose the sentence that uses the correct tense with a finished time expression.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Which sentence is correct?",
            options: [
              "I have visited Rome last summer.",
              "I have visit Rome last summer.",
              "I was visited Rome last summer.",
              "I visited Rome last summer.",
            ],
            answer: 3,
          },
        },
        {
          type: "fill_in_blank",
          title: "Complete the conversation about food",
          description: "Write the correct form of each verb in brackets: the past participle or the past simple.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "A: Have you ever ___ (eat) mopane worms? B: Yes, I have. I ___ (try) them in Botswana last year.",
            answers: [["eaten"], ["tried"]],
          },
        },
        {
          type: "flashcard",
          title: "Talking about experiences",
          description: "Read each expression and turn the card to see how it is used.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "Have you ever...?", back: "Asks about an experience at any time in your life" },
              {
                front: "been to vs gone to",
                back: "'He's been to Kenya' = he went and came back. 'He's gone to Kenya' = he is there now.",
              },
              { front: "never", back: "Not at any time in your life: 'I've never flown in a helicopter.'" },
              { front: "last year / in 2019", back: "Finished time expressions: use the past simple." },
              { front: "once / twice / three times", back: "Say how many times you've had an experience: 'I've been there twice.'" },
            ],
          },
        },
        {
          type: "audio",
          title: "Listen to the travel experience",
          description: "Listen to the speaker and answer the question.",
          difficulty: "intermediate",
          points: 10,
          skill: "listening",
          content: {
            say: "I've been to Peru once. I went in 2021, and I walked the Inca Trail with two friends.",
            question: "When did the speaker go to Peru?",
            options: ["Last month", "In 2021", "Twice", "Never"],
            answer: 1,
          },
        },
        {
          type: "speaking",
          title: "Ask about an experience",
          description: "Ask this question out loud, with rising intonation at the end.",
          difficulty: "intermediate",
          points: 10,
          skill: "speaking",
          content: { phrase: "Have you ever travelled to another country on your own?" },
        },
      ],
    },
    {
      module: 2,
      title: "Giving and Supporting Your Opinion",
      description: "Introduce your opinions naturally, make them stronger or softer, and support them with reasons.",
      estimatedMinutes: 20,
      explanation:
        "There are many ways to introduce an opinion in English. Common neutral phrases include 'I think...', 'In my opinion...', 'I believe...' and 'From my point of view...'. For a stronger opinion, try 'I'm convinced that...' or 'I strongly believe that...'.\n\n" +
        "In conversation we often soften opinions so that we don't sound rude or too certain: 'I tend to think that...', 'It seems to me that...', 'I'm not sure, but I'd say...'. Softening invites the other person to share their view.\n\n" +
        "A good opinion is supported by a reason or an example. Use because, since or for example: 'In my opinion, cities need more cycle lanes, because they reduce traffic. For example, many people in Bogotá now cycle to work.' Be careful: we say 'In my opinion', never 'According to me' or 'In my point of view'.",
      examples: [
        "In my opinion, homework should be optional.",
        "I strongly believe that everyone deserves free healthcare.",
        "It seems to me that young people read more than we think.",
        "From my point of view, working from home saves a lot of time.",
        "I'd say the film was good, but the ending was far too long.",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Spot the incorrect phrase",
          description: "Choose the phrase that is not correct English for giving an opinion.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Which phrase is NOT correct English for introducing your opinion?",
            options: ["In my opinion,", "From my point of view,", "According to me,", "It seems to me that"],
            answer: 2,
          },
        },
        {
          type: "matching",
          title: "The language of opinions",
          description: "Match each phrase with its function.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "I'm absolutely convinced that", right: "gives a very strong opinion" },
              { left: "I tend to think that", right: "gives a softened, cautious opinion" },
              { left: "For example,", right: "introduces supporting evidence" },
              { left: "because", right: "introduces a reason" },
              { left: "Personally,", right: "shows the view is your own" },
            ],
          },
        },
        {
          type: "fill_in_blank",
          title: "Complete the supported opinion",
          description: "Write one word in each space to complete the opinion and its reason.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "In my ___, public transport should be free, ___ it would reduce traffic in big cities.",
            answers: [
              ["opinion", "view"],
              ["because", "since", "as"],
            ],
          },
        },
        {
          type: "audio",
          title: "Strong or cautious?",
          description: "Listen to the speaker and decide how they express their opinion.",
          difficulty: "intermediate",
          points: 10,
          skill: "listening",
          content: {
            say: "Well, I'm not completely sure, but I'd say online classes work better for older students.",
            question: "How does the speaker give their opinion?",
            options: [
              "Very strongly and with total certainty",
              "They refuse to give an opinion",
              "They simply agree with someone else",
              "Cautiously, without being completely certain",
            ],
            answer: 3,
          },
        },
        {
          type: "speaking",
          title: "Give a supported opinion",
          description: "Say this opinion out loud, stressing 'opinion' and 'because'.",
          difficulty: "intermediate",
          points: 10,
          skill: "speaking",
          content: { phrase: "In my opinion, learning a language opens many doors, because it helps you meet new people." },
        },
      ],
    },
    {
      module: 2,
      title: "Agreeing and Disagreeing Politely",
      description: "Agree, partly agree and disagree in a discussion without sounding rude.",
      estimatedMinutes: 20,
      explanation:
        "In a discussion, how you agree or disagree matters as much as what you say. To agree, you can say 'I completely agree', 'That's a good point', 'Exactly!' or 'I couldn't agree more' (which means you agree totally, not that you disagree).\n\n" +
        "Direct disagreement such as 'You're wrong' or even a bare 'I disagree' can sound rude in English. Instead, speakers often accept part of the idea first and then add their own view: 'I see what you mean, but...', 'That's true to some extent, but...', 'I'm not sure I agree with that.' These phrases show respect while still making your position clear.\n\n" +
        "You can also partly agree: 'I agree up to a point' or 'You have a point, but have you considered...?' Asking a question is a gentle way to challenge an idea, because it invites the other person to think again rather than making them defensive.",
      examples: [
        "I couldn't agree more. Tourism has changed our town completely.",
        "I see what you mean, but I think the cost is too high.",
        "That's true to some extent, but not every student can afford a laptop.",
        "I'm afraid I don't quite agree with you there.",
        "You have a point, but have you thought about the environmental impact?",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "What does she mean?",
          description: "Read what your friend says and choose what she means.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Your friend says: 'I couldn't agree more.' What does she mean?",
            options: ["She agrees completely.", "She disagrees strongly.", "She partly agrees.", "She has no opinion."],
            answer: 0,
          },
        },
        {
          type: "matching",
          title: "Agree, disagree or partly agree?",
          description: "Match each phrase with the attitude it expresses.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "I couldn't agree more.", right: "total agreement" },
              { left: "I agree up to a point.", right: "partial agreement" },
              { left: "I'm afraid I don't quite agree.", right: "polite disagreement" },
              { left: "You're completely wrong.", right: "direct, possibly rude disagreement" },
              { left: "Have you considered the cost?", right: "challenging an idea with a question" },
            ],
          },
        },
        {
          type: "fill_in_blank",
          title: "Soften the disagreement",
          description: "Write one word in each space to complete the polite phrases.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "I see what you ___, but I'm not sure that's the best solution. It's true to some ___, though.",
            answers: [["mean"], ["extent"]],
          },
        },
        {
          type: "audio",
          title: "Listen to the discussion",
          description: "Listen to the speaker's view on a new stadium and choose their attitude.",
          difficulty: "intermediate",
          points: 10,
          skill: "listening",
          content: {
            say: "Yes, I agree that the new stadium will bring jobs, but I'm worried about the traffic it will create.",
            question: "What is the speaker's attitude to the new stadium?",
            options: ["Complete agreement", "Partial agreement with a concern", "Total disagreement", "No opinion"],
            answer: 1,
          },
        },
        {
          type: "flashcard",
          title: "Polite discussion phrases",
          description: "Read each phrase and turn the card to see when we use it.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "I see your point, but...", back: "A polite way to disagree after accepting part of an idea" },
              { front: "Exactly!", back: "Strong, informal agreement" },
              { front: "I'm afraid I disagree.", back: "Formal, polite disagreement" },
              { front: "Fair enough.", back: "Accepting that someone's point is reasonable" },
              { front: "I suppose so.", back: "Weak or reluctant agreement" },
            ],
          },
        },
        {
          type: "speaking",
          title: "Disagree politely",
          description: "Say this polite disagreement out loud with a friendly tone.",
          difficulty: "intermediate",
          points: 10,
          skill: "speaking",
          content: { phrase: "I see what you mean, but I'm not sure I agree with that." },
        },
      ],
    },
    {
      module: 2,
      title: "Linking Arguments: Addition, Contrast and Result",
      description: "Connect ideas in a discussion or essay with linkers such as however, although, moreover and as a result.",
      estimatedMinutes: 25,
      explanation:
        "In a debate or an opinion essay, linking words show how your ideas connect. To add a point, use also, in addition, furthermore, moreover or what's more. To show contrast, use but, however, although, whereas or on the other hand. To show a result, use so, therefore, as a result or consequently.\n\n" +
        "Pay attention to grammar and punctuation. 'However', 'therefore' and 'in addition' usually start a new sentence and are followed by a comma: 'Cars are convenient. However, they pollute the air.' 'Although' and 'whereas' join two clauses in one sentence: 'Although cars are convenient, they pollute the air.' 'Despite' and 'in spite of' are followed by a noun or an -ing form, not a full clause: 'Despite the rain, the match continued.'\n\n" +
        "A clear argument often follows a pattern: state your point, give a reason, add an example, and then link to the next point or consider the other side. Using a range of linkers makes your argument easier to follow and more persuasive.",
      examples: [
        "Online shopping is convenient. However, it can hurt small local shops.",
        "Although the course was expensive, it was worth every cent.",
        "Many students work part-time; as a result, they have less time to study.",
        "Solar power is clean. Moreover, it is becoming cheaper every year.",
        "Despite living in Paris for years, she still prefers Senegalese food.",
      ],
      exercises: [
        {
          type: "matching",
          title: "Linkers and their functions",
          description: "Match each linking expression with its function.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "Furthermore", right: "adds another point" },
              { left: "However", right: "introduces a contrast" },
              { left: "Consequently", right: "introduces a result" },
              { left: "For instance", right: "introduces an example" },
              { left: "In conclusion", right: "introduces a final summary" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Despite or although?",
          description: "Choose the linker that is grammatically correct before a noun phrase.",
          difficulty: "intermediate",
          points: 15,
          skill: "reading",
          content: {
            question: "'___ the heavy traffic, we arrived on time.' Which word completes the sentence?",
            options: ["Although", "However", "Despite", "Whereas"],
            answer: 2,
          },
        },
        {
          type: "fill_in_blank",
          title: "Link the ideas about the bus route",
          description: "Write a contrast linker in each space. Check the punctuation to choose the right one.",
          difficulty: "intermediate",
          points: 15,
          skill: "writing",
          content: {
            text: "The new bus route is cheap. ___, it is very slow. ___ it is slow, many people still use it.",
            answers: [
              ["however", "on the other hand", "nevertheless"],
              ["although", "even though", "though"],
            ],
          },
        },
        {
          type: "audio",
          title: "Follow the argument",
          description: "Listen to the argument about tourism and answer the question.",
          difficulty: "intermediate",
          points: 10,
          skill: "listening",
          content: {
            say: "Many people think tourism is good for the economy. On the other hand, it can make housing too expensive for local families.",
            question: "What does the speaker add after 'on the other hand'?",
            options: ["A disadvantage of tourism", "Another advantage of tourism", "An example of a tourist city", "A final conclusion"],
            answer: 0,
          },
        },
        {
          type: "speaking",
          title: "Make a linked argument",
          description: "Say these two sentences out loud, pausing briefly after 'However'.",
          difficulty: "intermediate",
          points: 10,
          skill: "speaking",
          content: { phrase: "Working from home saves time. However, it can sometimes feel lonely." },
        },
      ],
    },
  ],
};
