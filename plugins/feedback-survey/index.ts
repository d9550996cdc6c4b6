/**
 * The feedback survey, on every page, all of it: the floating "Feedback" button and its two-step dialog (theme/,
 * components/), the rules a response must meet before it is sent (survey.ts, the same schema the server applies:
 * common/feedback.ts), its copy (copy.ts), and the outbox that keeps undelivered responses in localStorage and
 * retries them on the next page (client/). The server side, routes and store, is server/feedback.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function feedbackSurveyPlugin(_context: LoadContext): Plugin {
  return {
    name: 'feedback-survey',
    getThemePath: () => path.join(__dirname, 'theme'),
    // Docusaurus' write-translations reads the translate() calls of the theme path and of these paths: the dialog's
    // components and the copy it loads live outside the theme. Watching them only reloads this plugin, which loads nothing.
    getPathsToWatch: () => ['components/**/*.tsx', 'copy.ts', 'ratings.ts'].map((file) => path.join(__dirname, file)),
    // Retries responses that could not be delivered yet; it never loads the survey dialog itself.
    getClientModules: () => [createRequire(__filename).resolve('#feedback-survey/client')],
  };
}
