import { MyCoursesList } from "./my-courses-list";
import { UpcomingLiveClasses } from "./upcoming-live-classes";

export function MyCoursesPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <MyCoursesList />
      </div>
      <UpcomingLiveClasses />
    </div>
  );
}
