import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { BUSINESS_TYPES, contactInputSchema } from "@shared/api/campaigns";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useAddContact } from "../api/add-contact";
import { useDeleteContact } from "../api/delete-contact";
import { useContacts } from "../api/get-contacts";
import { useImportContacts } from "../api/import-contacts";
import { describeSkippedRows, parseContactsCsv, type CsvContact } from "../lib/parse-contacts-csv";

/** The file's text (FileReader: every browser, and the test environment, has it). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

const typeLabel = (id: string | null) => BUSINESS_TYPES.find((type) => type.id === id)?.label ?? "Not set";

/** Contact Manager: the contacts on the server. Add one, or import a CSV. */
export function ContactsTab() {
  const server = useContacts();
  const add = useAddContact();
  const importMany = useImportContacts();
  const remove = useDeleteContact();
  const [form, setForm] = useState({ businessName: "", contactName: "", email: "", businessType: "" });
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function addOne(event: React.FormEvent) {
    event.preventDefault();
    const parsed = contactInputSchema.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      await add.mutateAsync(form);
    } catch (failure) {
      return setError(getErrorMessage(failure, "The contact could not be added."));
    }
    toast({ title: "Contact Added", description: `${form.businessName} is in your contacts.` });
    setForm({ businessName: "", contactName: "", email: "", businessType: "" });
  }

  async function importFile(file: File) {
    let rows: CsvContact[];
    let skipped: string;
    try {
      const parsed = parseContactsCsv(await readText(file));
      rows = parsed.contacts;
      skipped = describeSkippedRows(parsed.skipped);
    } catch {
      toast({ variant: "destructive", title: "Import Error", description: "Failed to parse CSV file. Please check the format." });
      return;
    }
    try {
      const result = await importMany.mutateAsync(rows);
      toast({
        title: "Contacts Imported",
        description: [`${result.added} added, ${result.duplicates} already known, ${result.invalid} not valid.`, skipped]
          .filter(Boolean)
          .join(" "),
      });
    } catch (failure) {
      toast({
        variant: "destructive",
        title: "Import Error",
        description: getErrorMessage(failure, "Failed to parse CSV file. Please check the format."),
      });
    }
  }

  const contacts = server.data ?? [];

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">Contacts are stored on the server; campaigns to them are sent by the server.</p>
      <form noValidate onSubmit={(event) => void addOne(event)} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <TextField
          id="contact-business"
          label="Business name"
          value={form.businessName}
          onChange={(event) => setForm({ ...form, businessName: event.target.value })}
        />
        <TextField
          id="contact-name"
          label="Contact name"
          value={form.contactName}
          onChange={(event) => setForm({ ...form, contactName: event.target.value })}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
        />
        <SelectField
          id="contact-type"
          label="Business type"
          value={form.businessType}
          onChange={(event) => setForm({ ...form, businessType: event.target.value })}
        >
          <option value="">Not set</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={add.isPending}>
          Add Contact
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          type="file"
          accept=".csv"
          aria-label="Import contacts from a CSV file"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void importFile(file);
            event.target.value = "";
          }}
        />
        <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={importMany.isPending}>
          <Upload aria-hidden="true" className="size-4" />
          Import CSV
        </Button>
        <span className="text-sm text-slate-600">
          Columns: business name, contact name, email, business type; the first line is a header.
        </span>
      </div>
      {contacts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">No contacts yet.</p>
      ) : (
        <ul aria-label="Contacts" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {contacts.map((contact) => (
            <li key={contact.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
              <span className="font-medium text-slate-900">{contact.businessName}</span>
              <span className="text-slate-600">{contact.contactName}</span>
              <span className="break-all text-slate-700">{contact.email}</span>
              <Badge tone="neutral">{typeLabel(contact.businessType)}</Badge>
              {contact.isSuppressed ? <Badge tone="danger">Unsubscribed</Badge> : null}
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                aria-label={`Remove ${contact.email}`}
                onClick={() => remove.mutate(contact.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
