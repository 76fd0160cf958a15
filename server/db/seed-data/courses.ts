import type { courses } from "../../../shared/schema/courses";

/**
 * The six courses of the college, in catalogue order: three CEFR English courses followed by the
 * three TEFL courses. The texts describe only the lessons that exist (lessons/): a course's length,
 * lesson and module counts are computed from its published lessons, never stored here. A module's
 * `weeks` is not shown anywhere (0).
 */
export const seedCourses: (typeof courses.$inferInsert)[] = [
  {
    slug: "a1-a2",
    title: "Beginner English (A1-A2)",
    level: "A1-A2",
    description:
      "Build a solid foundation in everyday English, from greetings and numbers to simple conversations about your life. Ideal for complete beginners and learners who want a confident fresh start.",
    overview:
      "Beginner English starts with your very first words: greetings, introducing yourself, the verb to be, numbers, ages and countries, then your daily routine, your family and your home. Each lesson explains one point in plain language with example sentences, then gives you exercises that are marked as soon as you answer: multiple choice, fill in the blanks, matching, listening (read aloud by your browser's voice), speaking (say the phrase, or type it where speech recognition is not available) and flashcards. You study at your own pace, and a certificate of completion is issued when you have finished every lesson.",
    features: [
      "Say hello and goodbye at different times of the day",
      "Introduce yourself and ask other people where they are from",
      "Use am, is and are to talk about yourself and others",
      "Say numbers and ages, and name countries and nationalities",
      "Talk about your daily routine with the present simple",
      "Describe your family and your home with my, your, his, her, there is and there are",
    ],
    // Only the modules that have lessons (the syllabus shows them with their real lessons and minutes).
    modules: [
      {
        title: "First Words and Introductions",
        weeks: 0,
        description: "Greetings, introducing yourself, the verb to be, numbers, ages and countries.",
      },
      {
        title: "My World: Family, Home and Routine",
        weeks: 0,
        description: "The present simple for your daily routine, family words and the rooms and furniture of your home.",
      },
    ],
    requirements: "None: no previous English is needed, so complete beginners are welcome to enrol straight away.",
    imageUrl: "/images/courses/a1-a2.svg",
    sortOrder: 1,
  },
  {
    slug: "b1-b2",
    title: "Intermediate English (B1-B2)",
    level: "B1-B2",
    description:
      "Move beyond the basics and express opinions, tell detailed stories and follow conversations on a wide range of topics. Perfect for learners who want English for work, study or travel.",
    overview:
      "Intermediate English helps you tell stories and take part in discussions with more fluency and accuracy. The lessons cover the past simple and past continuous, sequencing words, the past perfect and the present perfect for sharing experiences, then giving and supporting opinions, agreeing and disagreeing politely and linking arguments. Each lesson explains one point with example sentences, then gives you exercises that are marked as soon as you answer: multiple choice, fill in the blanks, matching, listening (read aloud by your browser's voice), speaking (say the phrase, or type it where speech recognition is not available) and flashcards. You study at your own pace, and a certificate of completion is issued when you have finished every lesson.",
    features: [
      "Tell a story with the past simple and the past continuous",
      "Put events in order with first, after that, meanwhile and in the end",
      "Use the past perfect to go further back in time",
      "Choose between the present perfect and the past simple for experiences",
      "Give, strengthen, soften and support your opinions",
      "Agree and disagree politely, and link arguments with however, although and as a result",
    ],
    // Only the modules that have lessons (the syllabus shows them with their real lessons and minutes).
    modules: [
      {
        title: "Telling Stories and Sharing Experiences",
        weeks: 0,
        description: "Narrative tenses, sequencing words, the past perfect and the present perfect for clear accounts of past events.",
      },
      {
        title: "Opinions, Arguments and Debate",
        weeks: 0,
        description: "Giving and supporting opinions, agreeing and disagreeing politely, and linking arguments.",
      },
    ],
    requirements: "A B1 result in our free placement assessment, or completion of Beginner English (A1-A2), is required to enrol.",
    imageUrl: "/images/courses/b1-b2.svg",
    sortOrder: 2,
  },
  {
    slug: "c1-c2",
    title: "Advanced English (C1-C2)",
    level: "C1-C2",
    description:
      "Refine your English to a near-native standard with nuanced vocabulary, academic writing and sophisticated spoken debate. Aimed at professionals, university applicants and ambitious learners.",
    overview:
      "Advanced English helps proficient speakers choose exactly the right word and tone. The lessons cover register, hedging and softening, collocations, connotation and near-synonyms, then nominalisation, cautious language and cohesion in academic writing. Each lesson explains one point with example sentences, then gives you exercises that are marked as soon as you answer: multiple choice, fill in the blanks, matching, listening (read aloud by your browser's voice), speaking (say the phrase, or type it where speech recognition is not available) and flashcards. You study at your own pace, and a certificate of completion is issued when you have finished every lesson.",
    features: [
      "Shift between formal and informal register to suit your audience",
      "Hedge and soften claims and criticism",
      "Use strong collocations that sound natural",
      "Choose between near-synonyms by connotation, strength and register",
      "Write concise academic prose with nominalisation and cautious language",
      "Build cohesive paragraphs with reference, substitution and linkers",
    ],
    // Only the modules that have lessons (the syllabus shows them with their real lessons and minutes).
    modules: [
      {
        title: "Precision and Nuance in Language",
        weeks: 0,
        description: "Register, hedging, collocations and connotation: saying exactly what you mean.",
      },
      { title: "Academic Reading and Writing", weeks: 0, description: "Nominalisation, cautious language and cohesion in academic texts." },
    ],
    requirements: "A C1 result in our free placement assessment, or completion of Intermediate English (B1-B2), is required to enrol.",
    imageUrl: "/images/courses/c1-c2.svg",
    sortOrder: 3,
  },
  {
    slug: "tefl-level-3",
    title: "TEFL Level 3 Certificate",
    level: "TEFL Level 3",
    description:
      "Start your journey as an English teacher with a UK-regulated Level 3 TEFL certificate covering the essentials of classroom practice. A practical first qualification for teaching abroad or online.",
    overview:
      "The TEFL Level 3 course introduces three everyday skills of the English teacher: planning a lesson with the PPP framework (presentation, practice, production), checking understanding with concept checking questions and clear instructions, and correcting errors in the classroom. Each lesson explains the technique with classroom examples, then gives you exercises that are marked as soon as you answer. You study at your own pace, and a certificate of completion is issued when you have finished every lesson.",
    features: [
      "Plan a lesson with PPP: clear aims and stages",
      "Check understanding with concept checking questions",
      "Give clear, short classroom instructions",
      "Decide when and how to correct learners' errors",
    ],
    // Only the modules that have lessons (the syllabus shows them with their real lessons and minutes).
    modules: [
      {
        title: "Planning and Classroom Techniques",
        weeks: 0,
        description: "Lesson planning with PPP, concept checking questions, instructions and error correction.",
      },
    ],
    requirements: "You must be 18 or older with at least B2 (upper-intermediate) level English; no previous teaching experience is needed.",
    imageUrl: "/images/courses/tefl-level-3.svg",
    sortOrder: 4,
  },
  {
    slug: "tefl-level-5",
    title: "TEFL Level 5 Certificate",
    level: "TEFL Level 5",
    description:
      "Gain an advanced UK-regulated TEFL qualification that goes deeper into methodology, skills teaching and assessment. Designed for teachers who want access to the best-paid positions worldwide.",
    overview:
      "The TEFL Level 5 course goes deeper into methodology: planning a task-based learning lesson, analysing learner errors by type and source, and giving feedback on written work with correction codes, comments and redrafting. Each lesson explains the approach with classroom examples, then gives you exercises that are marked as soon as you answer. You study at your own pace, and a certificate of completion is issued when you have finished every lesson.",
    features: [
      "Plan a task-based lesson: pre-task, task cycle and language focus",
      "Classify learner errors by type and source",
      "Decide which errors to prioritise in teaching",
      "Give selective, useful feedback on learners' writing",
    ],
    // Only the modules that have lessons (the syllabus shows them with their real lessons and minutes).
    modules: [
      {
        title: "Methodology, Errors and Feedback",
        weeks: 0,
        description: "Task-based learning, error analysis and feedback on written work.",
      },
    ],
    requirements:
      "You must be 18 or older with C1 (advanced) level English; a TEFL Level 3 certificate or some teaching experience is recommended.",
    imageUrl: "/images/courses/tefl-level-5.svg",
    sortOrder: 5,
  },
  {
    slug: "tefl-diploma",
    title: "TEFL Diploma",
    level: "TEFL Diploma",
    description:
      "Our most advanced teacher qualification, combining expert methodology with curriculum design, teacher training and academic leadership. For experienced teachers ready to become senior teachers or directors of studies.",
    overview:
      "The TEFL Diploma course is for experienced teachers who want to develop their own practice and support colleagues. The lessons cover reflective practice, observing lessons and being observed, and corrective feedback strategies in the light of classroom research. Each lesson explains the ideas with classroom examples, then gives you exercises that are marked as soon as you answer. You study at your own pace, and a certificate of completion is issued when you have finished every lesson.",
    features: [
      "Reflect on your teaching with a structured cycle",
      "Plan focused, evidence-based lesson observations",
      "Run post-observation discussions that lead to development",
      "Choose oral corrective feedback strategies on principled grounds",
    ],
    // Only the modules that have lessons (the syllabus shows them with their real lessons and minutes).
    modules: [
      {
        title: "Reflective Practice and Teacher Development",
        weeks: 0,
        description: "Reflective practice, lesson observation and corrective feedback research.",
      },
    ],
    requirements:
      "You must be 18 or older with C1 level English or above, a TEFL Level 5 certificate (or equivalent) and at least one year of teaching experience.",
    imageUrl: "/images/courses/tefl-diploma.svg",
    sortOrder: 6,
  },
];
