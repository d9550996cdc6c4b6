// The part of the `gatsby` package an example of a FastStore component reaches for: its Link, which gatsby re-exports from gatsby-link.
export {default as Link, navigate, withPrefix, withAssetPrefix} from 'gatsby-link'
export type {GatsbyLinkProps} from 'gatsby-link'
