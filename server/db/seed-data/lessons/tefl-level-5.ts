import type { SeedCourseLessons } from "./types";

/** TEFL Level 5 Certificate. Module 1: methodology (task-based learning) and language analysis. */
export const teflLevel5: SeedCourseLessons = {
  courseSlug: "tefl-level-5",
  lessons: [
    {
      module: 1,
      title: "Planning a Task-Based Learning Lesson",
      description: "Plan a lesson around a meaningful communicative task using the pre-task, task cycle and language focus phases.",
      estimatedMinutes: 35,
      explanation:
        "Task-based learning (TBL) reverses the order of a PPP lesson. Instead of presenting language first, the teacher sets a meaningful communicative task, and the focus on language comes afterwards, based on what learners actually needed and produced. A task in this sense has a clear outcome and a primary focus on meaning: planning a trip, solving a problem, ranking options or reaching an agreement, rather than practising a particular structure.\n\n" +
        "Jane Willis's framework, one of the best-known models, has three phases. The pre-task introduces the topic and the task, perhaps with a recording of fluent speakers doing a similar task, and activates useful vocabulary. The task cycle consists of the task itself (done in pairs or groups), planning (learners prepare to report their outcome, often with more attention to accuracy) and the report (learners present to the class). The language focus phase then includes analysis of features from texts or recordings and practice of useful language that emerged.\n\n" +
        "When planning a TBL lesson, frame your aims around the task outcome and the language likely to emerge, rather than a single predetermined structure. The task should be achievable at the learners' level, require genuine interaction and produce an outcome that can be shared. Anticipate language gaps and decide how you will exploit them in the language focus phase.",
      examples: [
        "Task: In groups, plan a three-day itinerary for a visitor to Cape Town with a budget of R5,000.",
        "Pre-task: Learners listen to two teachers planning a weekend in Zanzibar and note useful phrases.",
        "Planning: Each group drafts a short report of its itinerary while the teacher circulates and helps.",
        "Report: Groups present their plans and the class votes for the most appealing one.",
        "Language focus: Learners find all the examples of 'could' and 'should' in the transcript of the recording.",
      ],
      exercises: [
        {
          type: "matching",
          title: "The Willis TBL framework",
          description: "Match each stage of Willis's task-based framework with what happens in it.",
          difficulty: "intermediate",
          points: 15,
          skill: "reading",
          content: {
            pairs: [
              { left: "Pre-task", right: "Introduce the topic and task and activate useful language" },
              { left: "Task", right: "Learners work in pairs or groups to achieve an outcome" },
              { left: "Planning", right: "Learners prepare to report, paying more attention to accuracy" },
              { left: "Report", right: "Groups present their outcome to the class" },
              { left: "Analysis", right: "Learners examine language features in texts or transcripts" },
              { left: "Practice", right: "Learners practise useful language that emerged from the task" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Identify a genuine task",
          description: "Choose the activity that best meets the criteria for a task in TBL.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Which of the following best meets the criteria for a task in task-based learning?",
            options: [
              "Learners repeat second conditional sentences after the teacher.",
              "Learners complete a gap-fill with the correct form of the passive.",
              "In groups, learners agree on five items to take to a desert island and justify their choices.",
              "Learners copy vocabulary from the board into their notebooks.",
            ],
            answer: 2,
          },
        },
        {
          type: "multiple_choice",
          title: "PPP and TBL compared",
          description: "Choose the statement that correctly describes the key difference between PPP and TBL.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "What is the key difference in sequencing between PPP and TBL?",
            options: [
              "TBL never includes any focus on language.",
              "In TBL, the focus on form generally comes after learners have used language to complete a task.",
              "PPP lessons do not include any speaking.",
              "TBL is only suitable for beginners.",
            ],
            answer: 1,
          },
        },
        {
          type: "fill_in_blank",
          title: "Complete the framework",
          description: "Write one word in each space to complete the description of Willis's model.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "In Willis's model, the task cycle consists of the task, ___ and report. The final phase, language ___, includes analysis and practice.",
            answers: [["planning"], ["focus"]],
          },
        },
        {
          type: "flashcard",
          title: "Key TBL concepts",
          description: "Read each concept and turn the card to check its meaning.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "outcome", back: "The tangible result of a task, e.g. a decision, a list or a plan" },
              { front: "primary focus on meaning", back: "Learners are mainly concerned with communicating, not with a given structure" },
              { front: "emergent language", back: "Language that arises naturally as learners carry out the task" },
              { front: "task repetition", back: "Doing the same or a similar task again to improve fluency and complexity" },
              { front: "information gap", back: "Learners hold different information and must communicate to complete the task" },
            ],
          },
        },
      ],
    },
    {
      module: 1,
      title: "Analysing Learner Errors",
      description: "Classify learner errors by type and source and decide which ones to prioritise in teaching.",
      estimatedMinutes: 35,
      explanation:
        "Error analysis involves collecting samples of learner language, identifying and describing the errors, explaining their likely causes, and evaluating their significance. For teachers it is a diagnostic tool: understanding why an error occurs makes it possible to plan targeted teaching rather than simply correcting surface forms.\n\n" +
        "Errors are commonly classified by type (grammatical, lexical, phonological, discourse) and by their likely source. Interlingual errors result from transfer from the learner's first language: a Spanish speaker who says 'I have 25 years' is translating 'tengo 25 años'. Intralingual or developmental errors arise from the learner's developing understanding of English itself, such as overgeneralising a rule ('goed', 'childs', 'more easier'). Developmental errors are made by learners from many language backgrounds and are often a natural stage in acquisition rather than a sign of failure.\n\n" +
        "It is also useful to distinguish between errors (systematic, reflecting gaps in competence) and mistakes or slips (performance lapses the learner can self-correct). When deciding what to prioritise, consider whether the error impedes communication (a global error) or is minor (a local error), how frequent it is, whether it is relevant to the learners' current level and needs, and whether it is likely to fossilise if left unaddressed.",
      examples: [
        "Interlingual error: 'I have 25 years' (transfer from Spanish 'tengo 25 años').",
        "Overgeneralisation: 'She goed to the market yesterday.'",
        "Lexical error: 'I made my homework' (confusion of do and make).",
        "Global error: 'When the bus arrive I already leave' makes the order of events unclear.",
        "Local error: 'He live in Nairobi' is inaccurate, but the meaning is still clear.",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Identify the source of the error",
          description: "Read the learner's sentence and choose the most likely source of the error.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "A learner writes, 'Yesterday I buyed three mangoes.' What is the most likely source of this error?",
            options: [
              "Interference from the learner's first language",
              "A pronunciation problem",
              "A spelling slip with no grammatical cause",
              "Overgeneralisation of the regular past tense rule",
            ],
            answer: 3,
          },
        },
        {
          type: "matching",
          title: "Classify the errors",
          description: "Match each learner sentence with the best description of its error.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            pairs: [
              { left: "'I am agree with you.'", right: "Unnecessary auxiliary verb" },
              { left: "'She made a photo of the lake.'", right: "Wrong verb-noun collocation" },
              { left: "'I have 30 years.'", right: "First-language transfer in expressing age" },
              { left: "'The childs are playing.'", right: "Overgeneralisation of the regular plural" },
              { left: "'He don't like fish.'", right: "Subject-verb agreement error" },
            ],
          },
        },
        {
          type: "fill_in_blank",
          title: "Error or mistake?",
          description: "Complete the definitions with the correct term.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "A systematic deviation that the learner cannot yet self-correct is called an ___. A one-off lapse the learner can correct once it is pointed out is usually called a ___.",
            answers: [["error"], ["mistake", "slip"]],
          },
        },
        {
          type: "flashcard",
          title: "Error analysis terminology",
          description: "Read each term and turn the card to check its definition.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              {
                front: "interlanguage",
                back: "The learner's developing, rule-governed system, between the first language and the target language",
              },
              { front: "transfer", back: "Applying first-language patterns to the target language" },
              { front: "overgeneralisation", back: "Applying a target-language rule where it does not apply" },
              { front: "fossilisation", back: "The persistence of errors despite further exposure and instruction" },
              { front: "U-shaped learning", back: "Correct use, then errors as a rule is acquired, then correct use again" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Prioritise the error",
          description: "Decide which error most deserves attention for this group of learners.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            question: "A B1 class is preparing for job interviews. Which error should the teacher most likely prioritise?",
            options: [
              "An occasional misspelling of 'accommodation' in written notes",
              "Consistently saying 'I am working here since 2019' when describing experience",
              "One missing article in an otherwise long, clear answer",
              "A slight accent on some vowel sounds with no loss of clarity",
            ],
            answer: 1,
          },
        },
      ],
    },
    {
      module: 1,
      title: "Giving Feedback on Written Work",
      description: "Give selective, actionable feedback on learners' writing using correction codes, comments and redrafting.",
      estimatedMinutes: 35,
      explanation:
        "Feedback on writing is most effective when it is selective, clear and actionable. Marking every error in red can overwhelm learners and shift attention away from the content and organisation of their writing. Many teachers therefore focus on a limited number of error types linked to the task or the course aims, and comment on content, organisation and task achievement as well as accuracy.\n\n" +
        "A correction code is a practical way to encourage learners to engage with their errors. Instead of rewriting the text, the teacher underlines an error and writes a symbol in the margin, such as T (tense), WO (word order), Sp (spelling), WW (wrong word) or ^ (something missing). Learners then use the code to correct their own work, which promotes noticing and learner autonomy. Indirect feedback of this kind suits errors learners can realistically fix; for structures beyond their current level, direct correction or a brief explanation is more useful.\n\n" +
        "Written comments should balance encouragement with specific guidance. Vague praise such as 'Good work!' tells the learner little; a comment like 'Your opening paragraph clearly states your opinion. Next time, support each point with an example' identifies a strength and a clear next step. Building in a redrafting stage, where learners act on the feedback, greatly increases its impact, and peer feedback using a simple checklist can complement the teacher's comments.",
      examples: [
        "Learner: 'Yesterday I go to the beach with my cousins.' The teacher underlines 'go' and writes T.",
        "Learner: 'I like very much football.' The teacher underlines the phrase and writes WO.",
        "Comment: 'Your email is friendly and well organised. Next time, check your past tense verbs (see the T symbols).'",
        "Peer checklist question: 'Does the writer give a reason for each opinion?'",
        "Redrafting: Learners rewrite the paragraph using the code, then compare their version with a partner's.",
      ],
      exercises: [
        {
          type: "matching",
          title: "Correction code symbols",
          description: "Match each correction code symbol with its meaning.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "T", right: "wrong tense" },
              { left: "WO", right: "wrong word order" },
              { left: "Sp", right: "spelling" },
              { left: "WW", right: "wrong word" },
              { left: "^", right: "something is missing" },
              { left: "P", right: "punctuation" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "The most useful comment",
          description: "Choose the written comment most likely to help a learner improve.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            question: "Which written comment is most likely to help a learner improve their next piece of writing?",
            options: [
              "Good job!",
              "Lots of mistakes. Be more careful.",
              "Your ideas are clear and well ordered. To improve, use linkers such as 'however' and 'as a result' to connect your paragraphs.",
              "7/10",
            ],
            answer: 2,
          },
        },
        {
          type: "fill_in_blank",
          title: "Direct and indirect feedback",
          description: "Complete the definitions with the correct type of feedback.",
          difficulty: "intermediate",
          points: 10,
          skill: "writing",
          content: {
            text: "Feedback in which the teacher only shows where the error is, so that the learner corrects it, is called ___ feedback. Feedback in which the teacher writes the correct form is called ___ feedback.",
            answers: [["indirect"], ["direct"]],
          },
        },
        {
          type: "flashcard",
          title: "Principles of written feedback",
          description: "Read each principle and turn the card to see what it means in practice.",
          difficulty: "intermediate",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "selective", back: "Focus on a limited number of errors linked to the task or the aims." },
              { front: "actionable", back: "Give a clear next step the learner can act on." },
              { front: "balanced", back: "Combine genuine praise with specific areas to improve." },
              { front: "redrafting", back: "A stage in which learners act on the feedback to improve their text." },
              { front: "autonomy", back: "Encouraging learners to find and fix errors themselves." },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "When to correct directly",
          description: "Decide when direct correction is more appropriate than a correction code.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            question: "When is direct correction usually more appropriate than a correction code?",
            options: [
              "When the error involves a structure the learner has not yet studied and could not fix alone",
              "When the learner has made a simple spelling slip",
              "Always, because learners should never correct their own work",
              "Never, because codes work for every type of error",
            ],
            answer: 0,
          },
        },
      ],
    },
  ],
};
