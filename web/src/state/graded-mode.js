// Graded mode (issue 38): while a student works a graded assignment the page is no answer oracle: no hover
// arithmetic (stage/stage.js), no "Check an example" (share/check-panel.js), no lessons' worked answers
// (lessons/lessons-panel.js). One flag for the page, set once when an assignment link in graded mode is opened.
let graded = false;

export const isGraded = () => graded;

export function setGraded(on) { graded = Boolean(on); }
