/** A valid submission (POST /api/advertisements) for tests to start from. */
export const AD_SUBMISSION = {
  companyName: "Lingua Books",
  title: "Graded readers for every level",
  description: "Short novels written for English learners, from A1 to C1, with audio.",
  linkUrl: "https://linguabooks.example/readers",
  placementArea: "homepage_banner",
  contactEmail: "ads@linguabooks.example",
  contactName: "Thandi Mokoena",
};
