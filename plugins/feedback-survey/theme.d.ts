// The component this feature's theme path provides, typed for the site's code that renders it.
declare module '@theme/FeedbackSurvey' {
  export {default} from '@site/plugins/feedback-survey/theme/FeedbackSurvey';
}
