// The avatars live in components/ so that the parent home shows the same ones.
export { AVATAR_EMOJI } from "@/components/child-avatar-emoji";
