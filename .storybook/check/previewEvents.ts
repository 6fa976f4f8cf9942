/**
 * Runs in the built preview before its scripts: records what Storybook's preview says about each render (rendered,
 * finished with its a11y report, errors), so the check reads the preview's own verdict instead of guessing from the
 * page.
 */
export const recordPreviewEvents = `
window.__previewEvents = [];
(function listen() {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  if (!channel) return setTimeout(listen, 5);
  const names = ['storyFinished', 'docsRendered', 'storyErrored', 'storyThrewException', 'storyMissing',
    'playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'globalsUpdated'];
  for (const name of names) {
    channel.on(name, (payload) => {
      const event = { name };
      if (name === 'storyFinished') {
        event.id = payload.storyId;
        event.status = payload.status;
        event.violations = payload.reporters
          .filter((report) => report.type === 'a11y')
          .flatMap((report) => (report.result && report.result.violations) || [])
          .map((violation) => violation.id + ': ' + violation.help + ' (' + violation.nodes.map((node) => node.target.join(' ')).join(', ') + ')');
      } else if (name === 'docsRendered') {
        event.id = payload;
      } else if (name === 'globalsUpdated') {
        const viewport = payload.storyGlobals && payload.storyGlobals.viewport;
        event.viewport = (viewport && viewport.value) || null;
      } else {
        event.message = String((payload && (payload.description || payload.message || payload.title)) || JSON.stringify(payload)).slice(0, 500);
      }
      window.__previewEvents.push(event);
    });
  }
})();
`;

export interface PreviewEvent {
  name: string;
  id?: string;
  status?: string;
  violations?: string[];
  message?: string;
  /** The viewport a story asks for in its globals (`phone`), as the toolbar would set it. */
  viewport?: string | null;
}
