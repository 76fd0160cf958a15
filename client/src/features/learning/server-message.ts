import { translateMessage } from "@/i18n/translate-message";

/**
 * Whether the server answered with one of the spec's messages. The API translates its messages into the
 * interface language, so a message is compared with its English words and with their translation.
 */
export const isServerMessage = (message: string | undefined, english: string) =>
  message !== undefined && (message === english || message === translateMessage(english));
