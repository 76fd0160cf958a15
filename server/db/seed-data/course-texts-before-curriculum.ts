// The seeded courses' overview and "What you'll learn" as the seed wrote them while the courses held only
// their first module or two (issue 27). The seed replaces a course's text with the current one only while
// it is still exactly this, so an admin's own wording stays (decision 0054, the pattern of migration 0015).
export const COURSE_TEXTS_BEFORE_CURRICULUM: Record<string, { overview: string; features: string[] }> = {
  "a1-a2": {
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
  },
  "b1-b2": {
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
  },
  "c1-c2": {
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
  },
  "tefl-level-3": {
    overview:
      "The TEFL Level 3 course introduces three everyday skills of the English teacher: planning a lesson with the PPP framework (presentation, practice, production), checking understanding with concept checking questions and clear instructions, and correcting errors in the classroom. Each lesson explains the technique with classroom examples, then gives you exercises that are marked as soon as you answer. You study at your own pace, and a certificate of completion is issued when you have finished every lesson.",
    features: [
      "Plan a lesson with PPP: clear aims and stages",
      "Check understanding with concept checking questions",
      "Give clear, short classroom instructions",
      "Decide when and how to correct learners' errors",
    ],
  },
  "tefl-level-5": {
    overview:
      "The TEFL Level 5 course goes deeper into methodology: planning a task-based learning lesson, analysing learner errors by type and source, and giving feedback on written work with correction codes, comments and redrafting. Each lesson explains the approach with classroom examples, then gives you exercises that are marked as soon as you answer. You study at your own pace, and a certificate of completion is issued when you have finished every lesson.",
    features: [
      "Plan a task-based lesson: pre-task, task cycle and language focus",
      "Classify learner errors by type and source",
      "Decide which errors to prioritise in teaching",
      "Give selective, useful feedback on learners' writing",
    ],
  },
  "tefl-diploma": {
    overview:
      "The TEFL Diploma course is for experienced teachers who want to develop their own practice and support colleagues. The lessons cover reflective practice, observing lessons and being observed, and corrective feedback strategies in the light of classroom research. Each lesson explains the ideas with classroom examples, then gives you exercises that are marked as soon as you answer. You study at your own pace, and a certificate of completion is issued when you have finished every lesson.",
    features: [
      "Reflect on your teaching with a structured cycle",
      "Plan focused, evidence-based lesson observations",
      "Run post-observation discussions that lead to development",
      "Choose oral corrective feedback strategies on principled grounds",
    ],
  },
};
