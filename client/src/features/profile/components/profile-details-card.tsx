import { Pencil, UserRound } from "lucide-react";
import { useState } from "react";
import type { PublicUser } from "@shared/api/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { EditProfileForm } from "./edit-profile-form";

const NOT_SPECIFIED = "Not specified";

type ProfileDetailsCardProps = {
  user: PublicUser;
  /** Lets the screen refresh what depends on the profile, such as courses recommended for the level. */
  onProfileUpdated?: (user: PublicUser) => void;
};

export function ProfileDetailsCard({ user, onProfileUpdated }: ProfileDetailsCardProps) {
  const [isEditing, setIsEditing] = useState(false);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const details = [
    { label: "Username", value: user.username },
    { label: "Email", value: user.email },
    { label: "Full name", value: fullName || NOT_SPECIFIED },
    { label: "Country", value: user.country || NOT_SPECIFIED },
    { label: "English level", value: user.languageLevel || NOT_SPECIFIED },
  ];

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2 text-lg">
          <UserRound aria-hidden="true" className="size-5 text-brand-600" />
          Profile Information
        </CardTitle>
        <Dialog open={isEditing} onOpenChange={setIsEditing}>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm">
              <Pencil aria-hidden="true" className="size-4" />
              Edit Profile
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Edit Profile</DialogTitle>
              <DialogDescription>Your username stays the same; everything else can change.</DialogDescription>
            </DialogHeader>
            <EditProfileForm
              user={user}
              onCancel={() => setIsEditing(false)}
              onSaved={(saved) => {
                setIsEditing(false);
                onProfileUpdated?.(saved);
              }}
            />
          </DialogContent>
        </Dialog>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          {details.map(({ label, value }) => (
            <div key={label} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium wrap-anywhere text-slate-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
