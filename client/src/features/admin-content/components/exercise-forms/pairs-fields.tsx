import { useFieldArray, useFormContext } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import type { ExerciseFormValues } from "../../exercise-form-schema";
import { ListFieldset, RemoveButton } from "./list-parts";

/** Matching: 2 to 8 pairs; students see the right-hand items shuffled. */
export function MatchingFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ExerciseFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "content.matching.pairs" });
  const pairErrors = errors.content?.matching?.pairs;
  return (
    <ListFieldset
      id="matching-pairs"
      legend="Pairs"
      hint="2 to 8 pairs. Students match each left item with its right item, shown shuffled."
      error={pairErrors?.root?.message ?? pairErrors?.message}
      addLabel="Add pair"
      canAdd={fields.length < 8}
      onAdd={() => append({ left: "", right: "" }, { shouldFocus: true })}
    >
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
            <TextField
              {...register(`content.matching.pairs.${index}.left`)}
              id={`matching-left-${index}`}
              label={`Left ${index + 1}`}
              error={pairErrors?.[index]?.left?.message}
            />
            <TextField
              {...register(`content.matching.pairs.${index}.right`)}
              id={`matching-right-${index}`}
              label={`Right ${index + 1}`}
              error={pairErrors?.[index]?.right?.message}
            />
          </div>
          <RemoveButton label={`Remove pair ${index + 1}`} disabled={fields.length <= 1} onClick={() => remove(index)} />
        </div>
      ))}
    </ListFieldset>
  );
}

/** Flashcards: 1 to 12 cards, each with a front and a back. */
export function FlashcardFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ExerciseFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "content.flashcard.cards" });
  const cardErrors = errors.content?.flashcard?.cards;
  return (
    <ListFieldset
      id="flashcard-cards"
      legend="Cards"
      hint="1 to 12 cards. Students see the front, turn the card, and say whether they knew it."
      error={cardErrors?.root?.message ?? cardErrors?.message}
      addLabel="Add card"
      canAdd={fields.length < 12}
      onAdd={() => append({ front: "", back: "" }, { shouldFocus: true })}
    >
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
            <TextField
              {...register(`content.flashcard.cards.${index}.front`)}
              id={`flashcard-front-${index}`}
              label={`Front ${index + 1}`}
              error={cardErrors?.[index]?.front?.message}
            />
            <TextField
              {...register(`content.flashcard.cards.${index}.back`)}
              id={`flashcard-back-${index}`}
              label={`Back ${index + 1}`}
              error={cardErrors?.[index]?.back?.message}
            />
          </div>
          <RemoveButton label={`Remove card ${index + 1}`} disabled={fields.length <= 1} onClick={() => remove(index)} />
        </div>
      ))}
    </ListFieldset>
  );
}
