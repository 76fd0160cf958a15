// The seeded courses' description and overview as earlier seeds wrote them, with claims their content does
// not bear out: "UK-regulated" TEFL qualifications, "near-native", "to the top of B2" in a course of a few
// dozen hours (decision 0068). The seed puts the current text in their place only while a course still
// holds exactly this one, so an admin's own wording stays (the pattern of course-texts-before-curriculum.ts).
export const COURSE_CLAIMS_BEFORE_ISSUE_42: Record<string, { description?: string; overview?: string }> = {
  "a1-a2": {
    overview:
      "Beginner English takes you from your very first words to the everyday English of level A2, in five modules that follow the Council of Europe's can-do statements for reading, listening, speaking and writing: first words and introductions; your family, home and routine; food, shopping and finding your way in town; past events and experiences; and plans, comparisons and everyday situations. Each lesson explains one point in plain language with example sentences, then gives you exercises that are marked as soon as you answer: multiple choice, fill in the blanks, matching, listening (read aloud by your browser's voice, at a pace that suits the level), speaking (say the phrase, or type it where speech recognition is not available) and flashcards. Each module ends with a test drawn from a larger bank of questions, so two attempts differ, and the course ends with a final assessment. You study at your own pace; the certificate is issued when you have completed every lesson and passed the final assessment with 70 % or more.",
  },
  "b1-b2": {
    overview:
      "Intermediate English builds fluency and accuracy from level B1 to the top of B2, in five modules that follow the Council of Europe's can-do statements for reading, listening, speaking and writing: telling stories and sharing experiences; opinions, arguments and debate; plans, predictions and possibilities; news, reports and the world of work; and regrets, reasoning and natural English. Each lesson explains one point in plain language with example sentences, then gives you exercises that are marked as soon as you answer: multiple choice, fill in the blanks, matching, listening (read aloud by your browser's voice, at a pace that suits the level), speaking (say the phrase, or type it where speech recognition is not available) and flashcards. Each module ends with a test drawn from a larger bank of questions, so two attempts differ, and the course ends with a final assessment. You study at your own pace; the certificate is issued when you have completed every lesson and passed the final assessment with 70 % or more.",
  },
  "c1-c2": {
    description:
      "Refine your English to a near-native standard with nuanced vocabulary, academic writing and sophisticated spoken debate. Aimed at professionals, university applicants and ambitious learners.",
  },
  "tefl-level-3": {
    description:
      "Start your journey as an English teacher with a UK-regulated Level 3 TEFL certificate covering the essentials of classroom practice. A practical first qualification for teaching abroad or online.",
  },
  "tefl-level-5": {
    description:
      "Gain an advanced UK-regulated TEFL qualification that goes deeper into methodology, skills teaching and assessment. Designed for teachers who want access to the best-paid positions worldwide.",
  },
  "tefl-diploma": {
    description:
      "Our most advanced teacher qualification, combining expert methodology with curriculum design, teacher training and academic leadership. For experienced teachers ready to become senior teachers or directors of studies.",
  },
};
