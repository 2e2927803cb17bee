// zh: see en.js for every key and what it says; a key missing here is shown in English.
export const zh = {
};
