/**
 * The longest query searched; longer input is cut (the cms-view call refuses more, DESIGN §1). A module
 * of its own: the header's search form reads it on every page, the rest of search-view.ts only the
 * search page needs.
 */
export const maxSearchQueryCharacters = 200
