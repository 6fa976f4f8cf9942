import { configure } from '@testing-library/react';

// waitFor gives up after 1 s by default: shorter than the in-process API's answer on a busy 2-core machine (a media
// library's first page took longer at a load of 20). Tests wait as a person would, as the e2e suite's 15 s.
configure({ asyncUtilTimeout: 15_000 });
