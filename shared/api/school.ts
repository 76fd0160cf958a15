/**
 * GET /api/school: the school's own details as configured (SCHOOL_* variables), for the pages and papers
 * that must name it: terms, privacy, receipts, mail footers. Public facts only.
 */
export type SchoolDetails = {
  name: string;
  /** One line, as printed on receipts and under every mail that needs it. */
  postalAddress: string;
  contactEmail: string;
  phone: string;
  /** The company or VAT registration printed on receipts; null when none is configured. */
  registrationNumber: string | null;
};
