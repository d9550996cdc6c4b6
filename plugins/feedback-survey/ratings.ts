/**
 * The five faces of the rating, apart from the rest of the survey's copy: the "Was this page helpful?"
 * prompt ships on every doc page and needs these, not the dialog's strings.
 */
import {translate} from '@docusaurus/Translate';

/** Expression of a face, sad to happy. */
export type Mood = 'veryUnhappy' | 'unhappy' | 'neutral' | 'happy' | 'veryHappy';

export interface RatingOption {
  /** The rating scale: 1 to 5. */
  value: 1 | 2 | 3 | 4 | 5;
  mood: Mood;
}

/** Five faces from sad to happy. */
export const ratingOptions: readonly RatingOption[] = [
  {value: 1, mood: 'veryUnhappy'},
  {value: 2, mood: 'unhappy'},
  {value: 3, mood: 'neutral'},
  {value: 4, mood: 'happy'},
  {value: 5, mood: 'veryHappy'},
];

/** Name of a face in the page's language: translated when it is shown, as translate() reads the page's locale. */
export function ratingLabel({value}: RatingOption): string {
  switch (value) {
    case 1:
      return translate({
        id: 'site.survey.rating.veryUnhelpful',
        message: 'Very unhelpful',
        description: 'Name of the saddest face of the feedback rating (1 of 5)',
      });
    case 2:
      return translate({id: 'site.survey.rating.unhelpful', message: 'Unhelpful', description: 'Name of face 2 of 5 of the feedback rating'});
    case 3:
      return translate({
        id: 'site.survey.rating.neutral',
        message: 'Neither helpful nor unhelpful',
        description: 'Name of the middle face (3 of 5) of the feedback rating',
      });
    case 4:
      return translate({id: 'site.survey.rating.helpful', message: 'Helpful', description: 'Name of face 4 of 5 of the feedback rating'});
    case 5:
      return translate({
        id: 'site.survey.rating.veryHelpful',
        message: 'Very helpful',
        description: 'Name of the happiest face of the feedback rating (5 of 5)',
      });
  }
}

/** Accessible name of a face: "1 – Very unhelpful". */
export const ratingName = (option: RatingOption): string => `${option.value} – ${ratingLabel(option)}`;
