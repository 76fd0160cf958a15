import { apiRequest } from "@/lib/api-client";

/** Adds seconds of active study on a lesson's page to the student's practice time (204, no body). */
export function recordLessonTime({ lessonId, seconds, keepalive = false }: { lessonId: number; seconds: number; keepalive?: boolean }) {
  return apiRequest<void>("POST", `/api/lessons/${lessonId}/time`, { seconds }, { keepalive });
}
