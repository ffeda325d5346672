/**
 * Support > Resources: PDFs the server makes from the project's own Markdown
 * (docs/). Both need a signed-in user.
 */
export const SUPPORT_GUIDES = {
  userGuide: {
    url: '/api/support/user-guide.pdf',
    fileName: 'InspectHub-User-Guide.pdf',
  },
  /** The /api routes (docs/inspections-api.md and docs/installers-api.md), opened in a new tab. */
  apiDocs: {
    url: '/api/support/api-documentation.pdf',
    fileName: 'InspectHub-API-Documentation.pdf',
  },
} as const;
