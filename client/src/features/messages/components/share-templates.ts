/**
 * A look for the shared announcement: what the preview card shows and the words shared with the link.
 * The words are catalogue ids (`messages` namespace), translated where the template is shown.
 */
export type ShareTemplate = {
  id: string;
  nameId: string;
  descriptionId: string;
  /** Tailwind classes for the card's background and text: full class names, so Tailwind finds them. */
  backgroundClass: string;
  textClass: string;
  titleId: string;
  subtitleId: string;
  callToActionId: string;
};

export const SHARE_TEMPLATES: readonly ShareTemplate[] = [
  {
    id: "english-courses",
    nameId: "messages.shareTemplates.coursesName",
    descriptionId: "messages.shareTemplates.coursesDescription",
    backgroundClass: "bg-gradient-to-br from-brand-600 to-brand-900",
    textClass: "text-white",
    titleId: "messages.shareTemplates.coursesTitle",
    subtitleId: "messages.shareTemplates.coursesSubtitle",
    callToActionId: "messages.shareTemplates.coursesCallToAction",
  },
  {
    id: "tefl-certification",
    nameId: "messages.shareTemplates.teflName",
    descriptionId: "messages.shareTemplates.teflDescription",
    backgroundClass: "bg-gradient-to-br from-accent-400 to-accent-500",
    textClass: "text-brand-950",
    titleId: "messages.shareTemplates.teflTitle",
    subtitleId: "messages.shareTemplates.teflSubtitle",
    callToActionId: "messages.shareTemplates.teflCallToAction",
  },
  {
    id: "interactive-learning",
    nameId: "messages.shareTemplates.interactiveName",
    descriptionId: "messages.shareTemplates.interactiveDescription",
    backgroundClass: "bg-gradient-to-br from-emerald-500 to-teal-700",
    textClass: "text-white",
    titleId: "messages.shareTemplates.interactiveTitle",
    subtitleId: "messages.shareTemplates.interactiveSubtitle",
    callToActionId: "messages.shareTemplates.interactiveCallToAction",
  },
];
