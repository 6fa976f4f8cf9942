import { fetchCurrentScreen } from './screenAssets';
import { warmLocaleData } from './warmLocaleData';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the back-office in.');

// A fresh visit to /login needs only the sign-in form; everything else loads the whole back-office.
if (window.location.pathname === '/login') {
  void import('./loginPage').then(({ mountLoginPage }) => mountLoginPage(container));
} else {
  void import('./appMain').then(({ mountApp }) => mountApp(container));
  // The current screen's files load beside the app's (issue 17), queued after them: appMain runs first.
  fetchCurrentScreen();
}

// Once the requests above are on their way: the main thread is idle until their files arrive.
warmLocaleData();
