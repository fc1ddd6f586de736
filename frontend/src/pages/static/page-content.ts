/** Shape of `src/content/<locale>/<page>.json`. */
export interface PageContent {
  title: string;
  sections: PageSection[];
}

export interface PageSection {
  heading: string;
  body: string[];
}
