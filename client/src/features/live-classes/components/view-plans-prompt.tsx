import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";

/** What a visitor or a student without a plan sees instead of the classes. */
export function ViewPlansPrompt() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Live classes with our teachers come with a subscription. Choose a plan to join them.</p>
      <Link href="/pricing" className={buttonClasses({ className: "w-full" })}>
        View Plans
      </Link>
    </div>
  );
}
