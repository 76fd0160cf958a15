import { z } from "zod";
import { changePasswordSchema } from "@shared/api/profile";

/** The server's rules plus the confirmation field, which only the form knows. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your new password") })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
