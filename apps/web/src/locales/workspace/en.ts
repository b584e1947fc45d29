/** The agent workspace: bundles, pitches, dashboard, settings, support, English source. */
export const workspaceEn = {
  title: "Workspace",
};
