import type { courses } from "../../../shared/schema/courses";

/**
 * The six courses of the college, in catalogue order: three CEFR English courses followed by the
 * three TEFL courses. The texts describe the curriculum in content/courses (five modules each, module
 * tests, a final assessment); a course's length, lesson and module counts and guided hours are computed
 * from its content, never stored here. The module list below is the old default, replaced by the seed with
 * the module files' (seedCurriculum); a module's `weeks` is not shown anywhere (0).
 */
export const seedCourses: (typeof courses.$inferInsert)[] = [
  {
    slug: "a1-a2",
    title: "Beginner English (A1-A2)",
    level: "A1-A2",
    description:
      "Build a solid foundation in everyday English, from greetings and numbers to simple conversations about your life. Ideal for complete beginners and learners who want a confident fresh start.",
    overview:
      "Beginner English is a first step from your very first words towards the everyday English of level A2, in five modules that follow the Council of Europe's can-do statements for reading, listening, speaking and writing: first words and introductions; your family, home and routine; food, shopping and finding your way in town; past events and experiences; and plans, comparisons and everyday situations. Each lesson explains one point in plain language with example sentences, then gives you exercises that are marked as soon as you answer: multiple choice, fill in the blanks, matching, listening (read aloud by your browser's voice, at a pace that suits the level), speaking (say the phrase, or type it where speech recognition is not available) and flashcards. Each module ends with a test drawn from a larger bank of questions, so two attempts differ, and the course ends with a final assessment. You study at your own pace; the certificate is issued when you have completed every lesson and passed the final assessment with 70 % or more.",
    features: [
      "Greet people, introduce yourself and talk about numbers, ages, countries and nationalities",
      "Describe your daily routine, your family and your home with the present simple, there is and there are",
      "Talk about food and drink, shop and ask about prices, and ask for and give directions in town",
      "Say what is happening now with the present continuous",
      "Tell a simple story about the past with was, were and the past simple",
      "Talk about plans, compare people and things, and make requests, invitations and suggestions",
    ],
    // The list the seed wrote before the curriculum files: replaced by the module files' while unchanged.
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
      "Intermediate English works on fluency and accuracy from level B1 towards B2, in five modules that follow the Council of Europe's can-do statements for reading, listening, speaking and writing: telling stories and sharing experiences; opinions, arguments and debate; plans, predictions and possibilities; news, reports and the world of work; and regrets, reasoning and natural English. Each lesson explains one point in plain language with example sentences, then gives you exercises that are marked as soon as you answer: multiple choice, fill in the blanks, matching, listening (read aloud by your browser's voice, at a pace that suits the level), speaking (say the phrase, or type it where speech recognition is not available) and flashcards. Each module ends with a test drawn from a larger bank of questions, so two attempts differ, and the course ends with a final assessment. You study at your own pace; the certificate is issued when you have completed every lesson and passed the final assessment with 70 % or more.",
    features: [
      "Tell stories in a clear order with the narrative tenses and sequencing words",
      "Give and support your opinions, agree and disagree politely, and write a balanced opinion essay",
      "Choose the right future form, and imagine real and unreal situations with conditionals",
      "Use the passive, reported speech and relative clauses as news reports and workplaces do",
      "Write clear, polite formal emails and letters",
      "Express wishes and regrets, reason about what must or might have happened, and sound natural",
    ],
    // The list the seed wrote before the curriculum files: replaced by the module files' while unchanged.
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
      "Work on the precision of your English: nuanced vocabulary, academic writing and spoken debate. Aimed at professionals, university applicants and ambitious learners.",
    overview:
      "Advanced English helps proficient speakers use English with the precision and flexibility of an expert user, in five modules that follow the Council of Europe's can-do statements for levels C1 and C2: precision and nuance; academic reading and writing; advanced grammar for emphasis and style; persuasion, discussion and spoken interaction; and critical thinking, style and mediation. Each lesson explains one point in plain language with example sentences, then gives you exercises that are marked as soon as you answer: multiple choice, fill in the blanks, matching, listening (read aloud by your browser's voice, at a pace that suits the level), speaking (say the phrase, or type it where speech recognition is not available) and flashcards. Each module ends with a test drawn from a larger bank of questions, so two attempts differ, and the course ends with a final assessment. You study at your own pace; the certificate is issued when you have completed every lesson and passed the final assessment with 70 % or more.",
    features: [
      "Shift register, hedge and soften claims, and choose words by collocation and connotation",
      "Write concise, cohesive academic prose and report sources honestly, with a clear stance",
      "Add emphasis with inversion, clefts and fronting, and reason with mixed conditionals",
      "Manage discussions and meetings, and read irony, understatement and idiom",
      "Evaluate arguments, spot fallacies and persuade",
      "Write reviews, reports and proposals in the right style, and explain complex ideas to any audience",
    ],
    // The list the seed wrote before the curriculum files: replaced by the module files' while unchanged.
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
      "Start your journey as an English teacher with a first TEFL course on the essentials of classroom practice, for teaching abroad or online. It ends with the college's certificate of completion.",
    overview:
      "The TEFL Level 3 course covers the core of teaching English as a foreign language in five units: planning lessons and managing the classroom, teaching grammar, teaching vocabulary, teaching the receptive skills (reading and listening) and teaching the productive skills (speaking and writing). Each lesson explains the ideas with classroom examples, then gives you exercises that are marked as soon as you answer. Each unit ends with a test drawn from a larger bank of questions and a reflective written task on your own teaching or learning, and the course ends with a final assessment. You study at your own pace; the certificate is issued when you have completed every lesson, handed in every reflective task and passed the final assessment with 70 % or more.",
    features: [
      "Write lesson aims and stage a PPP lesson",
      "Check understanding with concept and instruction checking questions, and correct spoken errors",
      "Present a grammar point in context and clarify its meaning, form and pronunciation",
      "Analyse, select and present vocabulary, including collocations",
      "Stage reading and listening lessons with pre-, while- and post-tasks",
      "Set up speaking activities, teach writing as a process and give useful feedback",
    ],
    // The list the seed wrote before the curriculum files: replaced by the module files' while unchanged.
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
      "Go deeper into methodology, skills teaching and assessment on a TEFL course for teachers who want to develop their practice. It ends with the college's certificate of completion.",
    overview:
      "The TEFL Level 5 course goes deeper into the methodology and the language a professional teacher needs, in five units: tasks, skills and the learner's language; language awareness of the verb phrase; phonology for teachers; planning courses and assessing learners; and teaching different learners. Each lesson explains the ideas with classroom examples, then gives you exercises that are marked as soon as you answer. Each unit ends with a test drawn from a larger bank of questions and a reflective written task on your own teaching or learning, and the course ends with a final assessment. You study at your own pace; the certificate is issued when you have completed every lesson, handed in every reflective task and passed the final assessment with 70 % or more.",
    features: [
      "Plan task-based lessons and flexible ESA sequences, and analyse learners' errors",
      "Explain tense, aspect, modality and the passive to learners",
      "Use the phonemic chart and teach sounds, stress and the schwa",
      "Analyse learners' needs, plan a coherent course and design valid, reliable assessment",
      "Adapt your teaching to young learners, teenagers, adults, online and one-to-one classes and mixed ability",
    ],
    // The list the seed wrote before the curriculum files: replaced by the module files' while unchanged.
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
      "Our most advanced teacher-training course: reflective practice, second language acquisition, phonology, course design and assessment. For experienced teachers who want to develop their own practice and support colleagues.",
    overview:
      "The TEFL Diploma course is for experienced teachers who want to develop their own practice and support colleagues, in five units: reflective practice, observation and teacher development; second language acquisition for teachers; phonology in depth; course and syllabus design; and assessment and testing. Each lesson explains the ideas with classroom examples, then gives you exercises that are marked as soon as you answer. Each unit ends with a test drawn from a larger bank of questions and a reflective written task on your own teaching or learning, and the course ends with a final assessment. You study at your own pace; the certificate is issued when you have completed every lesson, handed in every reflective task and passed the final assessment with 70 % or more.",
    features: [
      "Reflect on your teaching with models and evidence, and observe and be observed with focus",
      "Choose oral corrective feedback on the basis of research",
      "Turn second language acquisition research into principled classroom choices",
      "Analyse connected speech, stress, rhythm and intonation, and set pronunciation priorities",
      "Design a course: needs analysis, syllabus types, sequencing and materials",
      "Design assessment that is valid, reliable and practical, and that improves learning",
    ],
    // The list the seed wrote before the curriculum files: replaced by the module files' while unchanged.
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
