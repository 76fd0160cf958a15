// The whole data model, one file per area. drizzle-kit reads this file to generate migrations.
export * from "./achievements";
export * from "./ads";
export * from "./assessment";
export * from "./audit";
export * from "./auth";
export * from "./billing";
export * from "./certificates";
export * from "./course-tests";
export * from "./courses";
export * from "./learning";
export * from "./messages";
export * from "./operations";
export * from "./outreach";
export * from "./phonics";
export * from "./placement";
export * from "./writing";
