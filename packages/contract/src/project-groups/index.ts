/** Project groups on a ticket or an opportunity: members, a discussion thread, notices. */
export * from './project-groups.schema';
export { projectGroupsEndpoints } from './project-groups.endpoints';
