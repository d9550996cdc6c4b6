/**
 * The survey's copy (spec §4): what a writer may want to reword lives here, not in the components.
 * Imported by the dialog only, so none of it ships before a reader opens the survey.
 */

/** Expression of a face, sad to happy. */
export type Mood = 'veryUnhappy' | 'unhappy' | 'neutral' | 'happy' | 'veryHappy';

export interface RatingOption {
  /** Spec §9: rating scale 1 to 5. */
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
  mood: Mood;
}

/** Five faces from sad to happy (spec §5). */
export const ratingOptions: readonly RatingOption[] = [
  {value: 1, label: 'Very unhelpful', mood: 'veryUnhappy'},
  {value: 2, label: 'Unhelpful', mood: 'unhappy'},
  {value: 3, label: 'Neither helpful nor unhelpful', mood: 'neutral'},
  {value: 4, label: 'Helpful', mood: 'happy'},
  {value: 5, label: 'Very helpful', mood: 'veryHappy'},
];

/** Accessible name of a face: "1 – Very unhelpful". */
export const ratingName = (option: RatingOption): string => `${option.value} – ${option.label}`;

export const surveyCopy = {
  title: 'Share your feedback',
  close: 'Close',
  ratingQuestion: 'How helpful is this page?',
  next: 'Next',
  thanks: 'Thank you for your rating!',
  messageLabel: 'Anything else you would like to tell us? (optional)',
  contactQuestion: 'May we contact you about your feedback?',
  yes: 'Yes',
  no: 'No',
  emailLabel: 'Your email address',
  submit: 'Send feedback',
} as const;
