import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LessonDetail } from "@shared/api/learning";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getLesson({ lessonId, signal }: { lessonId: number; signal?: AbortSignal }) {
  return apiRequest<LessonDetail>("GET", `/api/lessons/${lessonId}`, undefined, { signal });
}

export const lessonQueryOptions = (lessonId: number) =>
  queryOptions({ queryKey: queryKeys.lesson(lessonId), queryFn: ({ signal }) => getLesson({ lessonId, signal }) });

/** One lesson with its explanation, examples and exercises (answers stripped, best results included). */
export function useLesson(lessonId: number | undefined) {
  return useQuery({ ...lessonQueryOptions(lessonId ?? 0), enabled: lessonId !== undefined });
}
