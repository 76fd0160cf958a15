import type { courses } from "../../../shared/schema/courses";

/**
 * The six courses of the college, in catalogue order: three CEFR English courses
 * followed by the three UK TEFL qualifications. Every course runs for 12 weeks in
 * five modules of 2-4 weeks each.
 */
export const seedCourses: (typeof courses.$inferInsert)[] = [
  {
    slug: "a1-a2",
    title: "Beginner English (A1-A2)",
    level: "A1-A2",
    description:
      "Build a solid foundation in everyday English, from greetings and numbers to simple conversations about your life. Ideal for complete beginners and learners who want a confident fresh start.",
    overview:
      "Beginner English takes you from your very first words to holding simple, useful conversations with confidence. Each week combines short video lessons, guided speaking practice and bite-sized exercises built around real situations such as shopping, travelling and meeting new people. Your tutor introduces grammar gradually, always in context, so that new structures feel natural rather than overwhelming. Pronunciation and listening are practised from day one, helping you understand native speakers and be understood in return. By the end of the course you will be able to describe your routine, ask and answer personal questions and handle common everyday tasks in English at CEFR level A2.",
    features: [
      "Introduce yourself, greet people and exchange personal details",
      "Use the present simple, present continuous and past simple with confidence",
      "Talk about your family, home, work and daily routine",
      "Understand numbers, dates, times and prices in real situations",
      "Ask for directions, order food and shop for everyday items",
      "Read short notices, messages and emails and write simple replies",
      "Pronounce core English sounds clearly and recognise them in speech",
    ],
    modules: [
      {
        title: "First Words and Introductions",
        weeks: 2,
        description: "The alphabet, numbers, greetings and the verb 'to be', so you can introduce yourself and spell your name.",
      },
      {
        title: "My World: Family, Home and Routine",
        weeks: 3,
        description: "Everyday vocabulary and the present simple for describing the people, places and habits in your life.",
      },
      {
        title: "Getting Around and Getting Things Done",
        weeks: 2,
        description: "Directions, transport, shopping and ordering food, with polite requests using 'can' and 'would like'.",
      },
      {
        title: "Past Experiences and Plans",
        weeks: 3,
        description: "The past simple and 'going to' for telling short stories about yesterday and talking about next weekend.",
      },
      {
        title: "Everyday Communication in Action",
        weeks: 2,
        description: "Phone calls, short messages and role-played real-life situations that bring all your new skills together.",
      },
    ],
    durationWeeks: 12,
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
      "Intermediate English is designed for learners who can already manage everyday situations and now want to speak with more fluency, accuracy and independence. The course broadens your vocabulary around work, education, the media and current affairs while consolidating the tenses and structures that intermediate speakers rely on most. Live discussion sessions give you regular practice in agreeing, disagreeing and defending a point of view. You will also develop the reading and listening strategies needed to follow articles, podcasts and meetings without understanding every single word. Written tasks such as formal emails, reports and short essays receive personal feedback from your tutor, preparing you to operate comfortably at CEFR level B2.",
    features: [
      "Express and justify opinions in discussions and debates",
      "Master the perfect tenses, conditionals and the passive voice",
      "Write clear formal emails, reviews, reports and short essays",
      "Follow the main ideas of podcasts, news reports and meetings",
      "Use phrasal verbs and collocations that sound natural",
      "Handle job interviews, presentations and workplace small talk",
    ],
    modules: [
      {
        title: "Telling Stories and Sharing Experiences",
        weeks: 2,
        description: "Narrative tenses, linking words and storytelling techniques for vivid, well-organised accounts of past events.",
      },
      {
        title: "Opinions, Arguments and Debate",
        weeks: 3,
        description: "Language for agreeing, disagreeing and persuading, practised in guided debates on topical issues.",
      },
      {
        title: "English for Work and Study",
        weeks: 3,
        description: "Formal emails, meetings, interviews and presentations, with the register and vocabulary each one needs.",
      },
      {
        title: "Media, News and the Wider World",
        weeks: 2,
        description: "Reading and listening strategies for articles and broadcasts, plus the passive voice and reported speech.",
      },
      {
        title: "Fluency and Accuracy Workshop",
        weeks: 2,
        description: "Conditionals, error correction and extended speaking tasks that consolidate your progress towards B2.",
      },
    ],
    durationWeeks: 12,
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
      "Advanced English helps proficient speakers close the final gap between very good English and truly effortless, precise communication. The course focuses on nuance: choosing exactly the right word, adapting your tone to any audience and understanding implied meaning, irony and idiom. You will analyse authentic texts from journalism, literature and academia, and produce extended pieces of academic and professional writing that are reviewed in detail by your tutor. Seminar-style live sessions develop the ability to argue persuasively, negotiate and present complex ideas spontaneously. The course also prepares you for demanding international examinations and for study or work in an English-speaking environment at CEFR level C1 to C2.",
    features: [
      "Use advanced grammar such as inversion, cleft sentences and mixed conditionals",
      "Write structured academic essays, reports and research summaries",
      "Understand implied meaning, idiom, humour and cultural references",
      "Adapt tone and register for formal, professional and informal audiences",
      "Lead negotiations, seminars and persuasive presentations",
      "Expand your vocabulary with precise collocations and academic word lists",
      "Prepare strategically for C1 Advanced, C2 Proficiency and IELTS band 7+",
    ],
    modules: [
      {
        title: "Precision and Nuance in Language",
        weeks: 2,
        description: "Advanced structures, hedging and emphasis that let you say exactly what you mean with subtlety.",
      },
      {
        title: "Academic Reading and Writing",
        weeks: 3,
        description: "Critical reading of complex texts and the planning, drafting and referencing of academic essays.",
      },
      {
        title: "Professional and Business Communication",
        weeks: 3,
        description: "Negotiation, persuasive presentations and high-stakes written communication for international workplaces.",
      },
      {
        title: "Culture, Idiom and Implied Meaning",
        weeks: 2,
        description: "Idioms, humour, irony and cultural context explored through film, literature and journalism.",
      },
      {
        title: "Mastery and Exam Preparation",
        weeks: 2,
        description: "Timed practice, personalised feedback and strategies for C1 Advanced, C2 Proficiency and IELTS.",
      },
    ],
    durationWeeks: 12,
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
      "The TEFL Level 3 Certificate gives aspiring teachers a thorough grounding in the principles and practice of teaching English as a foreign language. You will learn how learners acquire a new language, how to plan clear and engaging lessons, and how to teach grammar, vocabulary and pronunciation to students at different levels. Practical video demonstrations show experienced teachers in real classrooms, both face to face and online, so you can see each technique in action. Assignments are marked by qualified TEFL tutors who give detailed feedback to help you improve. On completion you receive a UK-regulated certificate that is recognised by language schools and online teaching platforms around the world.",
    features: [
      "Understand how people learn a second language and what motivates them",
      "Plan structured lessons with clear aims, stages and timings",
      "Teach grammar and vocabulary through context and guided discovery",
      "Teach pronunciation using the phonemic chart",
      "Manage classroom behaviour and engage mixed-ability groups",
      "Adapt your teaching for online lessons and virtual classrooms",
    ],
    modules: [
      {
        title: "Foundations of Language Teaching",
        weeks: 2,
        description: "The role of the TEFL teacher, learner needs and motivation, and key theories of second language acquisition.",
      },
      {
        title: "Teaching Grammar and Vocabulary",
        weeks: 3,
        description: "Presenting, clarifying and practising new language, from concept-checking questions to controlled practice.",
      },
      {
        title: "Teaching Pronunciation and Phonology",
        weeks: 2,
        description: "Sounds, stress and intonation, with practical activities built around the phonemic chart.",
      },
      {
        title: "Lesson Planning and Classroom Management",
        weeks: 3,
        description: "Writing lesson plans, giving instructions, grouping students and keeping every learner involved.",
      },
      {
        title: "Teaching English Online",
        weeks: 2,
        description: "Virtual classroom tools, digital resources and techniques for engaging students through a screen.",
      },
    ],
    durationWeeks: 12,
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
      "The TEFL Level 5 Certificate is an in-depth qualification, comparable in level to the second year of a UK degree, for those who want to teach English professionally. Building on core teaching principles, it explores a wide range of methodologies and shows you how to choose the right approach for each group of learners. You will learn to teach the four skills of reading, writing, listening and speaking in an integrated way, and to design your own materials when a coursebook falls short. Dedicated units cover teaching young learners, business English and exam classes, along with how to assess learners fairly and track their progress. Graduates leave with the confidence and credentials that employers look for when recruiting for competitive roles in schools, universities and online academies.",
    features: [
      "Compare teaching methodologies and choose the right one for each class",
      "Teach reading, writing, listening and speaking as integrated skills",
      "Design, adapt and evaluate your own teaching materials",
      "Teach young learners, teenagers and business English clients",
      "Assess learners with tests, rubrics and continuous assessment",
      "Prepare students for international exams such as IELTS and Cambridge",
      "Reflect on your own teaching and plan your professional development",
    ],
    modules: [
      {
        title: "Language Awareness and Methodology",
        weeks: 3,
        description: "A detailed look at English grammar and lexis for teachers, and the main approaches from PPP to task-based learning.",
      },
      {
        title: "Teaching the Four Skills",
        weeks: 3,
        description: "Sub-skills and lesson frameworks for reading, writing, listening and speaking, taught in an integrated way.",
      },
      {
        title: "Materials Design and Evaluation",
        weeks: 2,
        description: "Adapting coursebooks, creating authentic materials and evaluating resources for different learner groups.",
      },
      {
        title: "Specialist Teaching Contexts",
        weeks: 2,
        description: "Young learners, business English and exam preparation classes, each with its own practical toolkit.",
      },
      {
        title: "Assessment and Professional Practice",
        weeks: 2,
        description: "Testing and feedback, reflective practice and building a successful international teaching career.",
      },
    ],
    durationWeeks: 12,
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
      "The TEFL Diploma is a professional qualification for experienced teachers who want to move into senior, training or management roles in English language education. It combines advanced study of applied linguistics and second language acquisition research with practical, evidence-based classroom decision-making. You will design complete courses and syllabuses, learn how to observe and mentor other teachers, and explore the leadership skills needed to run an academic department. A supervised action-research project lets you investigate a real question from your own teaching context and share your findings. Successful candidates earn a UK-regulated diploma that signals a high level of expertise to employers, ministries of education and universities worldwide.",
    features: [
      "Apply current research in linguistics and second language acquisition",
      "Design complete courses, syllabuses and placement systems",
      "Observe, mentor and run training sessions for other teachers",
      "Lead an academic team and manage quality in a language school",
      "Plan and carry out a classroom action-research project",
      "Develop advanced assessment and test-design skills",
    ],
    modules: [
      {
        title: "Applied Linguistics and Language Acquisition",
        weeks: 3,
        description: "Research on how languages are learned and what it means for everyday classroom decisions.",
      },
      {
        title: "Advanced Methodology and Course Design",
        weeks: 3,
        description: "Needs analysis, syllabus design and planning coherent courses for any level or purpose.",
      },
      {
        title: "Testing and Assessment Design",
        weeks: 2,
        description: "Principles of validity and reliability, writing fair tests and using assessment data to improve learning.",
      },
      {
        title: "Teacher Training and Academic Leadership",
        weeks: 2,
        description: "Observing lessons, giving developmental feedback, running workshops and managing an academic team.",
      },
      {
        title: "Action Research Project",
        weeks: 2,
        description: "A supervised investigation into your own teaching context, written up and presented to your tutor.",
      },
    ],
    durationWeeks: 12,
    requirements:
      "You must be 18 or older with C1 level English or above, a TEFL Level 5 certificate (or equivalent) and at least one year of teaching experience.",
    imageUrl: "/images/courses/tefl-diploma.svg",
    sortOrder: 6,
  },
];
