import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * The release list's link to a full post, named after the post: a list of identical "Read more" links
 * tells a screen-reader user (and search engines) nothing about where each one goes.
 */
export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="site.theme.readMoreLink" description="The release list's link to a full post; title is the post's title" values={{title: blogPostTitle}}>
          {'Read the {title} notes'}
        </Translate>
      </b>
    </Link>
  );
}
