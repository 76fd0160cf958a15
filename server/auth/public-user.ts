import { isLocale } from "../../shared/i18n/locales";
import type { PublicUser } from "../../shared/api/auth";
import type { User } from "../../shared/schema/auth";

/** The only shape in which a user leaves the server: an allow-list, so a new column is never leaked. */
export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  country: user.country,
  languageLevel: user.languageLevel,
  subscriptionLevel: user.subscriptionLevel,
  isAdmin: user.isAdmin,
  timeZone: user.timeZone,
  locale: isLocale(user.locale) ? user.locale : null,
  createdAt: user.createdAt.toISOString(),
});
