// The components this feature's theme path provides, typed for the site's pages that render them.
declare module '@theme/CopyPage' {
  export {default} from '@site/plugins/docs-travel/theme/CopyPage/index.tsx';
}
declare module '@theme/SocialCardMeta' {
  export {default} from '@site/plugins/docs-travel/theme/SocialCardMeta/index.tsx';
}
