/**
 * The search feature's pure core, as the bench and the MCP server's build tests read it: the judged relevance suite,
 * and its run over a built index with a checkout's own engine. The ranking itself is common/search, shared with the
 * MCP server.
 */
export {readBuiltIndex, runSuite, type BuiltIndex, type Engine} from './relevance/run.ts';
export {relevanceSuite, type JudgedQuery} from './relevance/suite.ts';
