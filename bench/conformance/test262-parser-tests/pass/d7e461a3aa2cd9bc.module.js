export let a = 1;
