import type { SeedCourseLessons } from "./types";

/** TEFL Level 3 Certificate. Module 1: Foundations of Language Teaching. */
export const teflLevel3: SeedCourseLessons = {
  courseSlug: "tefl-level-3",
  lessons: [
    {
      module: 1,
      title: "Planning a Lesson with PPP: Aims and Staging",
      description:
        "Write clear lesson aims and stage a Presentation, Practice, Production lesson that moves learners from controlled to freer use of language.",
      estimatedMinutes: 30,
      explanation:
        "Presentation, Practice, Production (PPP) is a widely used framework for teaching a new language point, particularly to lower-level learners. In the Presentation stage, the teacher introduces the target language in a clear context, such as a short story, dialogue or picture, and highlights its meaning, form and pronunciation. In the Practice stage, learners use the language in controlled activities such as drills, gap-fills or matching tasks, where accuracy is the focus. In the Production stage, learners use the language more freely in a communicative task such as a role-play or discussion, and fluency becomes the priority.\n\n" +
        "Every good lesson plan starts with clear aims. The main aim states what learners will be able to do by the end of the lesson, written from the learners' point of view: 'By the end of the lesson, learners will be able to use the present continuous to describe what people are doing in a picture.' Subsidiary aims support the main aim, for example practising related vocabulary or listening for specific information.\n\n" +
        "Staging means dividing the lesson into logical steps, each with its own purpose, timing and interaction pattern (T-S, S-S, pairs or groups). A typical PPP plan begins with a lead-in to engage learners and activate the topic, continues with the three main stages, and ends with feedback and delayed error correction. Each stage should build on the one before.",
      examples: [
        "Main aim: By the end of the lesson, learners will be able to use 'can' and 'can't' to talk about their abilities.",
        "Lead-in: The teacher shows a photo of a busy market in Accra and asks, 'What can you see? What are people doing?'",
        "Controlled practice: Learners complete a gap-fill with the correct form of the present continuous.",
        "Freer practice: In pairs, learners plan a weekend trip and then tell the class about it.",
        "Interaction pattern: S-S (pairwork), 8 minutes.",
      ],
      exercises: [
        {
          type: "matching",
          title: "Match the lesson stages",
          description: "Match each stage of a PPP lesson with a description of what happens in it.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "Lead-in", right: "The teacher engages learners and activates interest in the topic." },
              { left: "Presentation", right: "The teacher introduces the new language in a clear context." },
              { left: "Practice", right: "Learners use the new language in controlled, accuracy-focused activities." },
              { left: "Production", right: "Learners use the language freely in a communicative task." },
              { left: "Feedback", right: "The teacher reviews the task and deals with errors after the activity." },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Identify a well-written main aim",
          description: "Choose the main aim that is written from the learners' point of view and describes a clear outcome.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Which is the best-written main aim?",
            options: [
              "To teach the past simple.",
              "The teacher will present irregular verbs.",
              "By the end of the lesson, learners will be able to use the past simple to talk about last weekend.",
              "Learners will do page 34 of the course book.",
            ],
            answer: 2,
          },
        },
        {
          type: "fill_in_blank",
          title: "Controlled or freer practice?",
          description: "Complete the sentences about the two types of practice.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "Drills and gap-fills are examples of ___ practice, where the focus is on accuracy. Role-plays and discussions are examples of ___ practice, where the focus is on fluency.",
            answers: [
              ["controlled", "restricted"],
              ["freer", "free", "less controlled"],
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Order the stages",
          description: "Choose the sequence that shows a typical PPP lesson.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Which sequence shows a typical PPP lesson?",
            options: [
              "Lead-in, Presentation, Practice, Production",
              "Production, Lead-in, Practice, Presentation",
              "Practice, Presentation, Lead-in, Production",
              "Presentation, Production, Lead-in, Practice",
            ],
            answer: 0,
          },
        },
        {
          type: "flashcard",
          title: "Lesson planning terms",
          description: "Read each planning term and turn the card to check its definition.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "Main aim", back: "What learners will be able to do by the end of the lesson" },
              { front: "Subsidiary aim", back: "A secondary aim that supports the main aim, e.g. practising related vocabulary" },
              { front: "Interaction pattern", back: "Who is working with whom, e.g. T-S, S-S, pairs or groups" },
              {
                front: "Anticipated problems",
                back: "Difficulties the teacher predicts with the language or task, with planned solutions",
              },
              { front: "Stage aim", back: "The purpose of one individual stage of the lesson" },
            ],
          },
        },
      ],
    },
    {
      module: 1,
      title: "Concept Checking Questions and Clear Instructions",
      description:
        "Check understanding of new language with concept checking questions and give instructions learners can follow first time.",
      estimatedMinutes: 30,
      explanation:
        "Asking 'Do you understand?' rarely tells a teacher anything useful: learners often say yes out of politeness or because they think they understand. Concept checking questions (CCQs) are short, simple questions that check whether learners have grasped the meaning of a new word or structure. For the sentence 'I used to live in Mombasa', a teacher might ask: 'Do I live in Mombasa now?' (No.) 'Did I live there for a long time?' (Yes.)\n\n" +
        "Good CCQs use language that is simpler than the target item, can be answered briefly (often yes/no or with a single word), and focus on the key elements of meaning. They should not contain the target language itself, because learners could then answer by repeating words rather than showing understanding. Instruction checking questions (ICQs) do the same job for tasks: 'Are you working alone or in pairs?' 'Do you write or just speak?' 'How many minutes do you have?'\n\n" +
        "Instructions should be short, graded to the learners' level and given in a logical order, with the teacher's attention fully on the class. Demonstrating the task, or doing the first example together, is usually more effective than a long explanation. Give out handouts after the instructions, not before, so that learners are listening rather than reading.",
      examples: [
        "Target: 'She's allowed to stay out late.' CCQ: 'Is it OK for her to come home late?' (Yes.)",
        "Target: 'a second-hand car'. CCQs: 'Is the car new?' (No.) 'Did someone have it before?' (Yes.)",
        "ICQ: 'Are you going to write the answers or say them?'",
        "Instruction: 'Work in pairs. Read the text. Find three dates. You have two minutes.'",
        "Demonstration: The teacher does the first question on the board with a confident student.",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Choose the best CCQ",
          description: "Choose the concept checking question that best checks the meaning of 'going to' for future plans.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Target language: 'I'm going to visit my aunt in Lusaka next week.' Which is the best CCQ?",
            options: [
              "Do you understand 'going to'?",
              "Is the visit in the past or in the future?",
              "Are you going to visit your aunt?",
              "Can you explain the grammar of 'going to'?",
            ],
            answer: 1,
          },
        },
        {
          type: "matching",
          title: "Match the target language to its CCQ",
          description: "Match each target item with the concept checking question that best checks its meaning.",
          difficulty: "intermediate",
          points: 15,
          skill: "reading",
          content: {
            pairs: [
              { left: "'I've lost my keys.'", right: "Do I have my keys now?" },
              { left: "'a cottage'", right: "Is it a big house?" },
              { left: "'She must wear a uniform.'", right: "Does she have a choice?" },
              { left: "'He was about to leave when she called.'", right: "Had he left when she called?" },
              { left: "'to whisper'", right: "Do you speak loudly or quietly?" },
            ],
          },
        },
        {
          type: "fill_in_blank",
          title: "Principles of clear instructions",
          description: "Complete the two guidelines with one word each.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "Hand out worksheets ___ giving the instructions, not before. A CCQ should not contain the ___ language itself.",
            answers: [["after"], ["target"]],
          },
        },
        {
          type: "multiple_choice",
          title: "Grade the instruction",
          description: "Choose the instruction that is best suited to an A2 class.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Which instruction is most suitable for an A2 class?",
            options: [
              "Right, so what I'd like you all to do now, if you don't mind, is have a go at discussing the questions with whoever's next to you.",
              "Could you possibly consider working collaboratively on the questions?",
              "Discuss.",
              "Work in pairs. Ask and answer questions 1 to 5. You have five minutes.",
            ],
            answer: 3,
          },
        },
        {
          type: "flashcard",
          title: "Guidelines for good CCQs",
          description: "Read each guideline and turn the card to see what it means in practice.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "Keep it simple", back: "CCQ language should be easier than the target item." },
              { front: "Short answers", back: "Learners should be able to answer with yes, no or a single word." },
              { front: "Avoid the target item", back: "Don't use the new word or structure in the question." },
              { front: "Focus on meaning", back: "Check the key elements of meaning, not the form." },
              { front: "Ask more than one", back: "Two or three CCQs usually check different parts of the meaning." },
            ],
          },
        },
      ],
    },
    {
      module: 1,
      title: "Correcting Errors in the Classroom",
      description:
        "Decide when to correct learners' spoken errors and choose techniques that encourage self-correction and peer correction.",
      estimatedMinutes: 30,
      explanation:
        "Errors are a natural and useful part of learning a language: they show the teacher what learners are trying to do and where their understanding is still developing. The question is not whether to correct, but when and how. In accuracy-focused stages, immediate correction is usually appropriate. In fluency-focused stages, interrupting can break the flow of communication and reduce learners' confidence, so teachers often note errors and deal with them afterwards in a delayed correction slot.\n\n" +
        "Teachers can use a range of techniques to show that an error has been made and encourage self-correction: repeating the sentence up to the error with rising intonation ('Yesterday I go...?'), finger correction to highlight a missing word or wrong ending, a facial expression or gesture, or a simple prompt such as 'Tense?'. A recast is a more implicit technique in which the teacher repeats the learner's utterance correctly, without explicitly pointing out the error.\n\n" +
        "Where possible, give learners the chance to correct themselves first, then invite peer correction, and only then provide the correct form yourself. This sequence encourages learners to notice and think about language, and builds their independence. Correction should always be sensitive: focus on errors that affect communication or relate to the lesson aims, and avoid correcting every slip.",
      examples: [
        "Learner: 'She go to work by bus.' Teacher: 'She go...?' Learner: 'She goes!'",
        "Recast: Learner: 'I buyed a new phone.' Teacher: 'Oh, you bought a new phone? What kind?'",
        "Finger correction: the teacher holds up one finger for each word to show that a word is missing.",
        "Delayed correction: after a discussion, the teacher writes five anonymous errors on the board for the class to correct.",
        "Peer correction: 'Can anyone help Marco with this sentence?'",
      ],
      exercises: [
        {
          type: "matching",
          title: "Name the correction technique",
          description: "Match each description with the name of the error correction technique.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "The teacher repeats the sentence up to the error with rising intonation.", right: "Echoing up to the error" },
              { left: "The teacher uses fingers to represent the words in the sentence.", right: "Finger correction" },
              { left: "The teacher reformulates the utterance correctly without comment.", right: "Recast" },
              { left: "The teacher asks another learner to help.", right: "Peer correction" },
              { left: "The teacher writes errors on the board after the activity.", right: "Delayed correction" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "When should the teacher correct?",
          description: "Read the classroom situation and choose the most appropriate response.",
          difficulty: "intermediate",
          points: 15,
          skill: "reading",
          content: {
            question:
              "Learners are doing a role-play about booking a hotel room, and the aim is fluency. A learner says, 'I want a room for two nights, please, with a view on the sea.' What should the teacher do?",
            options: [
              "Stop the role-play immediately and explain prepositions to the class.",
              "Note the error and deal with it in a feedback stage after the role-play.",
              "Ignore all errors for the rest of the course.",
              "Ask the learner to repeat the whole sentence five times.",
            ],
            answer: 1,
          },
        },
        {
          type: "fill_in_blank",
          title: "The correction sequence",
          description: "Complete the recommended order of correction with one word in each space.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "First give learners the chance to ___-correct. If they can't, invite ___ correction. Finally, the teacher provides the correct form.",
            answers: [["self"], ["peer"]],
          },
        },
        {
          type: "flashcard",
          title: "Errors, slips and fossilisation",
          description: "Read each term and turn the card to check its definition.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "slip", back: "A mistake the learner can correct once it is pointed out" },
              { front: "error", back: "A systematic mistake showing the learner hasn't yet acquired the rule" },
              { front: "global error", back: "An error that affects the meaning of the whole message" },
              { front: "local error", back: "A minor error that doesn't block communication" },
              { front: "fossilisation", back: "An error that has become fixed in a learner's speech over time" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Recognise a recast",
          description: "Choose the teacher response that is an example of a recast.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Learner: 'Yesterday I have seen a lion in the Kruger Park!' Which teacher response is a recast?",
            options: [
              "'No, that's wrong. Use the past simple.'",
              "'Have seen?'",
              "'Can anyone correct that sentence?'",
              "'Oh, you saw a lion? How exciting!'",
            ],
            answer: 3,
          },
        },
      ],
    },
  ],
};
