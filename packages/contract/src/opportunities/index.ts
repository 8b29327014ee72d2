/** Business opportunities, their distribution (sales and planning owners) and cases. */
export const opportunitiesEndpoints = {};
