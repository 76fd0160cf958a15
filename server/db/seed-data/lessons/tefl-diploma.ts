import type { SeedCourseLessons } from "./types";

/** TEFL Diploma. Module 1: reflective practice, observation and corrective feedback at diploma depth. */
export const teflDiploma: SeedCourseLessons = {
  courseSlug: "tefl-diploma",
  lessons: [
    {
      module: 1,
      title: "Reflective Practice: Becoming a Reflective Teacher",
      description:
        "Move from describing lessons to analysing them critically, using established reflective models and evidence from your own classroom.",
      estimatedMinutes: 40,
      explanation:
        "Reflective practice is the disciplined process of examining one's own teaching in order to understand it more deeply and improve it. Donald Schön distinguished between reflection-in-action, the on-the-spot adjustments a teacher makes while a lesson unfolds, and reflection-on-action, the retrospective analysis undertaken afterwards. Both matter, but it is reflection-on-action that can be systematised, documented and shared.\n\n" +
        "Models such as Gibbs's reflective cycle provide a structure: description, feelings, evaluation, analysis, conclusion and action plan. The critical stages are analysis and action planning. Merely describing a lesson ('The students were quiet during the discussion') is not yet reflection; reflection asks why ('Was the task pitched too high? Did learners have enough planning time?') and what will be done differently, drawing where possible on evidence and relevant theory.\n\n" +
        "Useful tools include a teaching journal, audio or video recordings of lessons, learner feedback and peer observation. Diploma-level reflection also means examining the beliefs and assumptions behind one's teaching. Stephen Brookfield suggests viewing practice through four lenses: the teacher's own autobiography as a learner and teacher, learners' eyes, colleagues' perceptions and the theoretical literature. The goal is not self-criticism but informed, evidence-based professional growth.",
      examples: [
        "Descriptive: 'The pairwork activity took longer than planned.'",
        "Reflective: 'The pairwork overran because my instructions lacked a demonstration; next time I will model the first exchange with a confident learner.'",
        "Reflection-in-action: noticing confusion mid-task, the teacher pauses the class and adds an example to the board.",
        "Journal entry: 'Anonymous feedback suggests learners want more speaking time, which challenges my assumption that they prefer grammar work.'",
        "Action plan: 'Over the next three lessons, I will record my teacher talking time and aim to reduce it to below 30%.'",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Description or reflection?",
          description: "Choose the journal entry that shows genuine critical reflection rather than description.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            question: "Which journal entry shows genuine critical reflection?",
            options: [
              "The lesson started at 9.00 and finished at 10.30.",
              "Learners did the reading task and then a discussion.",
              "I felt the lesson went well overall.",
              "Learners struggled with the reading, possibly because I did not pre-teach key vocabulary; next time I will identify words likely to block comprehension.",
            ],
            answer: 3,
          },
        },
        {
          type: "matching",
          title: "Gibbs's reflective cycle",
          description: "Match each stage of Gibbs's reflective cycle with its guiding question.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            pairs: [
              { left: "Description", right: "What happened?" },
              { left: "Feelings", right: "What were you thinking and feeling?" },
              { left: "Evaluation", right: "What was good and bad about the experience?" },
              { left: "Analysis", right: "What sense can you make of the situation?" },
              { left: "Conclusion", right: "What else could you have done?" },
              { left: "Action plan", right: "If it arose again, what would you do?" },
            ],
          },
        },
        {
          type: "fill_in_blank",
          title: "Schön's distinction",
          description: "Complete Schön's two terms with one word each.",
          difficulty: "advanced",
          points: 10,
          skill: "writing",
          content: {
            text: "Adjusting a task while the lesson is in progress is reflection-___-action. Analysing a recording of the lesson afterwards is reflection-___-action.",
            answers: [["in"], ["on"]],
          },
        },
        {
          type: "flashcard",
          title: "Brookfield's critical lenses",
          description: "Read each lens and turn the card to see what it contributes to reflection.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "Autobiographical lens", back: "The teacher's own experiences as a learner and as a teacher" },
              { front: "Learners' eyes", back: "Learners' perceptions of the teaching, e.g. through anonymous feedback" },
              { front: "Colleagues' perceptions", back: "Insights from peers, e.g. through observation and discussion" },
              { front: "Theoretical literature", back: "Research and theory that help explain what happens in class" },
              { front: "Critical reflection", back: "Questioning the assumptions that underlie one's practice" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Choose the reflective tool",
          description: "Choose the tool that gives the most objective evidence for the teacher's question.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            question: "A teacher suspects that she talks too much in class. Which tool would give her the most objective evidence?",
            options: [
              "Thinking back over the lesson at the end of the day",
              "Audio-recording a lesson and measuring teacher talking time",
              "Reading a general methodology book",
              "Assuming that the learners are happy",
            ],
            answer: 1,
          },
        },
      ],
    },
    {
      module: 1,
      title: "Lesson Observation: Observing and Being Observed",
      description: "Plan focused, evidence-based observations and run post-observation discussions that lead to genuine development.",
      estimatedMinutes: 40,
      explanation:
        "Observation is central to teacher development at diploma level, both as formal assessment and as a developmental tool. Evaluative observations judge a lesson against set criteria, whereas developmental or peer observations aim to generate insight for the teacher being observed, often with the observee choosing the focus. The purpose of an observation should be agreed in advance, because it shapes everything from the observer's role to the form of the feedback.\n\n" +
        "Effective observation is focused and evidence-based. Rather than attempting to record everything, the observer might use a specific instrument: a seating plan to track interaction, a timeline of stages, a tally of teacher questions by type (display or referential), or a transcript of instructions. Low-inference notes ('T asked 14 questions; 11 were answered by the same three learners') are more useful than high-inference judgements ('the teacher ignored weaker learners'), because they describe behaviour rather than interpret it.\n\n" +
        "The post-observation discussion is where most of the learning happens. A common structure begins with the teacher's own reflections, moves on to the observer's evidence, and ends with agreed action points. Observers should ask open questions that prompt analysis ('What did you notice about who answered your questions?') rather than simply deliver a verdict. Being observed also requires openness: diploma candidates are expected to seek feedback actively and to show how they have acted on it in later lessons.",
      examples: [
        "Low-inference note: 'T gave instructions for 3 minutes; 4 learners started the wrong task.'",
        "High-inference comment: 'The instructions were confusing.'",
        "Focus agreed in advance: 'Please observe how I handle feedback after the speaking task.'",
        "Open question in feedback: 'How did you decide when to end the pairwork?'",
        "Action point: 'Use ICQs after every set of instructions for the next two weeks.'",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "The low-inference note",
          description: "Choose the observation note that describes behaviour with the least interpretation.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            question: "Which observation note is the most low-inference?",
            options: [
              "The teacher was nervous.",
              "The learners were bored.",
              "The teacher nominated learners on the left 9 times and learners on the right twice.",
              "The lesson was not very communicative.",
            ],
            answer: 2,
          },
        },
        {
          type: "matching",
          title: "Observation instruments",
          description: "Match each observation instrument with what it is best suited to record.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            pairs: [
              { left: "Seating plan with arrows", right: "Interaction patterns and who speaks to whom" },
              { left: "Question tally", right: "The number of display and referential questions" },
              { left: "Timeline", right: "Actual stage lengths compared with the plan" },
              { left: "Verbatim transcript", right: "The exact wording of the teacher's instructions" },
              { left: "Learner questionnaire", right: "Learners' perceptions of the lesson" },
            ],
          },
        },
        {
          type: "fill_in_blank",
          title: "Display and referential questions",
          description: "Complete the definitions with the correct type of question.",
          difficulty: "advanced",
          points: 10,
          skill: "writing",
          content: {
            text: "A question to which the teacher already knows the answer, such as 'What is the past of go?', is a ___ question. A question that seeks genuinely new information, such as 'What did you do at the weekend?', is a ___ question.",
            answers: [["display"], ["referential", "genuine"]],
          },
        },
        {
          type: "multiple_choice",
          title: "Opening the feedback discussion",
          description: "Choose the most productive way to begin a post-observation discussion.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            question: "What is generally the most productive way to open a post-observation discussion?",
            options: [
              "The observer reads out a list of weaknesses.",
              "The teacher is invited to reflect on how the lesson went and what they noticed.",
              "The observer announces the grade immediately.",
              "The discussion is skipped if the lesson went well.",
            ],
            answer: 1,
          },
        },
        {
          type: "flashcard",
          title: "Observation terminology",
          description: "Read each term and turn the card to check its definition.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              {
                front: "developmental observation",
                back: "Observation aimed at the teacher's growth, often with a focus chosen by the observee",
              },
              { front: "evaluative observation", back: "Observation that judges a lesson against set criteria" },
              { front: "observer's paradox", back: "The presence of an observer changes the behaviour being observed" },
              { front: "low-inference data", back: "Descriptive evidence of what happened, with minimal interpretation" },
              { front: "action point", back: "A specific, agreed step for the teacher to try in future lessons" },
            ],
          },
        },
      ],
    },
    {
      module: 1,
      title: "Corrective Feedback Strategies: Research and Practice",
      description: "Relate the main types of oral corrective feedback to classroom research and choose strategies on principled grounds.",
      estimatedMinutes: 40,
      explanation:
        "Research into oral corrective feedback distinguishes several strategies. Lyster and Ranta's influential 1997 classroom study identified six types: explicit correction, recasts, clarification requests, metalinguistic feedback, elicitation and repetition. Explicit correction and recasts supply the correct form (input-providing), whereas the other four push learners to repair the error themselves (output-prompting). In their data, recasts were by far the most frequent type but led to the least learner uptake, while elicitation and metalinguistic feedback were more likely to result in repair.\n\n" +
        "The effectiveness of recasts remains debated. Because they are implicit, learners may interpret them as confirmations of meaning rather than as corrections, especially in meaning-focused classrooms. Their salience can be increased by keeping them short, targeting a single error, and using stress or intonation to highlight the corrected element. Prompts, by contrast, require learners to retrieve and produce the form themselves, which may strengthen control of partially acquired knowledge; they are less useful when the learner simply does not know the target form.\n\n" +
        "At diploma level, teachers are expected to choose strategies on principled grounds: learner level, the type of error, the lesson aims and individual differences such as anxiety and aptitude. Consistency and transparency matter, so learners should understand when and why they are being corrected. Teachers can also investigate their own practice, for example by recording lessons to analyse which feedback types they use and how learners respond.",
      examples: [
        'Explicit correction: \'Not "goed". You should say "went".\'',
        "Recast: Learner: 'He go to school by bike.' Teacher: 'He goes by bike? Every day?'",
        "Clarification request: 'Sorry, could you say that again?'",
        "Metalinguistic feedback: 'Is that verb in the past tense?'",
        "Elicitation: 'Yesterday he...?'",
      ],
      exercises: [
        {
          type: "matching",
          title: "Lyster and Ranta's feedback types",
          description: "Match each teacher response to a learner who said 'I goed to the market' with the feedback type it illustrates.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            pairs: [
              { left: '\'No, not "goed". We say "went".\'', right: "Explicit correction" },
              { left: "'Oh, you went to the market?'", right: "Recast" },
              { left: "'Pardon?'", right: "Clarification request" },
              { left: "'Is that the right past form of \"go\"?'", right: "Metalinguistic feedback" },
              { left: "'Yesterday I...?'", right: "Elicitation" },
              { left: "'I goed?'", right: "Repetition" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Frequency and uptake",
          description: "Recall the key finding of Lyster and Ranta's study.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            question: "In Lyster and Ranta's (1997) study, which feedback type was the most frequent but led to the least learner uptake?",
            options: ["Elicitation", "Recasts", "Metalinguistic feedback", "Explicit correction"],
            answer: 1,
          },
        },
        {
          type: "fill_in_blank",
          title: "Input-providing or output-prompting?",
          description: "Complete the two categories of corrective feedback with one word each.",
          difficulty: "advanced",
          points: 10,
          skill: "writing",
          content: {
            text: "Recasts and explicit correction are ___-providing, because the teacher supplies the correct form. Elicitation and clarification requests are ___-prompting, because they push learners to self-correct.",
            answers: [["input"], ["output"]],
          },
        },
        {
          type: "multiple_choice",
          title: "Choose a principled strategy",
          description: "Choose the most principled feedback strategy for the learner described.",
          difficulty: "advanced",
          points: 20,
          skill: "reading",
          content: {
            question:
              "A learner who has studied the third person -s many times still says, 'She work in a bank.' Which approach is most principled for helping her use a form she partly knows?",
            options: [
              "A prompt, such as elicitation or a metalinguistic clue, so that she retrieves the form herself",
              "A long explanation of the present simple for the whole class",
              "Ignoring the error permanently because it does not affect meaning",
              "A recast embedded in a longer response about her job",
            ],
            answer: 0,
          },
        },
        {
          type: "flashcard",
          title: "Corrective feedback concepts",
          description: "Read each concept and turn the card to check its definition.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "uptake", back: "A learner's immediate response to corrective feedback" },
              { front: "repair", back: "Uptake in which the learner correctly reformulates the error" },
              { front: "salience", back: "How noticeable the feedback is to the learner" },
              { front: "input-providing feedback", back: "Feedback in which the correct form is given to the learner" },
              { front: "output-prompting feedback", back: "Feedback that pushes the learner to produce the correct form" },
            ],
          },
        },
      ],
    },
  ],
};
