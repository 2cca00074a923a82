export {
  answer,
  answerFile,
  answerWith,
  contractProblem,
  failEverything,
  failWith,
  neverAnswer,
  type StoryRequest,
} from './api-answers';
export {
  PortalFrame,
  PortalProviders,
  loadedPortal,
  preparePortal,
  screenRouteOf,
  storyToken,
  storyUser,
  type PortalLoaded,
  type PortalParameters,
} from './portal-frame';
export { acmeProject, northwindProject, projectAnswers } from './shared-answers';
export { answers, startMockApi } from './mock-api';
export { registerStoryRemotes, storyRemotes } from './remote-contracts';
export {
  pageOf,
  showsError,
  storyErrorText,
  storyText,
  tinyPdf,
  withPageSize,
  type PlayContext,
  type StoryText,
} from './story-helpers';
