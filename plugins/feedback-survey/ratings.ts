/**
 * The five faces of the rating, apart from the rest of the survey's copy: the "Was this page helpful?"
 * prompt ships on every doc page and needs these, not the dialog's strings.
 */

/** Expression of a face, sad to happy. */
export type Mood = 'veryUnhappy' | 'unhappy' | 'neutral' | 'happy' | 'veryHappy';

export interface RatingOption {
  /** The rating scale: 1 to 5. */
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
  mood: Mood;
}

/** Five faces from sad to happy. */
export const ratingOptions: readonly RatingOption[] = [
  {value: 1, label: 'Very unhelpful', mood: 'veryUnhappy'},
  {value: 2, label: 'Unhelpful', mood: 'unhappy'},
  {value: 3, label: 'Neither helpful nor unhelpful', mood: 'neutral'},
  {value: 4, label: 'Helpful', mood: 'happy'},
  {value: 5, label: 'Very helpful', mood: 'veryHappy'},
];

/** Accessible name of a face: "1 – Very unhelpful". */
export const ratingName = (option: RatingOption): string => `${option.value} – ${option.label}`;
