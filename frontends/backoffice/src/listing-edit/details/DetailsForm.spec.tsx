jest.setTimeout(60_000);

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, fr, type CategoryRef, type ListingView } from '@troc/shared';
import { button, findButton, renderPage } from '../../test/render';
import '../../common/modals';
import { installFakeXhr } from '../../test/fakeXhr';
import { callsTo, categoryTree, fakeServer, listingView } from '../../test/fixtures';
import { DetailsForm } from './DetailsForm';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';

const d = listingManagementUi.details;

function setup(listing: ListingView = listingView()) {
  const categories = jest.fn<void, [CategoryRef[]]>();
  const server = fakeServer((call) =>
    call.url.endsWith(API.trocEdit(listing.slug, 'details')) ? { body: listing } : undefined,
  );
  renderPage(
    <DetailsForm
      listing={listing}
      tree={categoryTree}
      readOnly={false}
      serverErrors={null}
      onSaved={() => undefined}
      onDirtyChange={() => undefined}
      onCategoryChange={categories}
    />,
  );
  return { server, categories };
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
}

describe('DetailsForm: pharmacy relabelling (core §9)', () => {
  it('renames the fields when the top category is a pharmacy one, and back', async () => {
    const { categories } = setup();
    expect(await screen.findByLabelText("Titre de l'annonce")).toBeInTheDocument();
    expect(screen.getByLabelText('Quantité totale')).toBeInTheDocument();
    expect(screen.getByLabelText('Marque')).toBeInTheDocument();

    await choose(d.category, 'Pharmacie et parapharmacie');
    expect(await screen.findByLabelText('Nom du médicament et dosage')).toBeInTheDocument();
    expect(screen.getByLabelText("Nombre d'unités")).toBeInTheDocument();
    expect(screen.getByLabelText('Fournisseur')).toBeInTheDocument();
    expect(screen.getByText('Date de péremption')).toBeInTheDocument();
    expect(categories).toHaveBeenLastCalledWith([{ name: 'Pharmacie et parapharmacie', slug: expect.any(String) }]);

    await choose(d.category, 'Mobilier');
    expect(await screen.findByLabelText("Titre de l'annonce")).toBeInTheDocument();
    expect(screen.getByText("Date d'expiration")).toBeInTheDocument();
  });
});

describe('DetailsForm: category 3 shows the document field', () => {
  it('appears for the medical category, uploadable once that category is saved', async () => {
    setup();
    await screen.findByLabelText(d.category);
    expect(screen.queryByText(d.document)).not.toBeInTheDocument();

    await choose(d.category, 'Matériel médical');
    expect(await screen.findByText(d.document)).toBeInTheDocument();
    expect(screen.getByText(d.documentSaveFirst)).toBeInTheDocument();
    expect(button(/Joindre un document/)).toBeDisabled();

    await choose(d.category, 'Divers');
    await waitFor(() => expect(screen.queryByText(d.document)).not.toBeInTheDocument());
  });

  it('lets a saved medical listing upload its document', async () => {
    setup(listingView({ category: 301, categoryHierarchy: [{ name: 'Matériel médical', slug: 'medical' }] }));
    expect(await findButton(/Joindre un document/)).toBeEnabled();
  });
});

describe('DetailsForm: rules and uploads', () => {
  it('checks with the shared rules and their French messages before sending', async () => {
    const { server } = setup(listingView({ name: '', image0: null, category: null }));
    await userEvent.click(await findButton(listingManagementUi.common.save));
    expect(await screen.findByText(fr.listing.errors.chooseCategory)).toBeInTheDocument();
    expect(screen.getByText(fr.validation.required)).toBeInTheDocument();
    expect(screen.getByText(fr.listing.errors.imageRequired)).toBeInTheDocument();
    expect(callsTo(server.calls, API.trocEdit('fauteuil', 'details'))).toHaveLength(0);
  });

  it('asks a requested quantity rather than stock for a Demand, and no picture', async () => {
    setup(listingView({ image0: null }));
    await screen.findByRole('radio', { name: fr.listing.requestTypes.Demand });
    await userEvent.click(screen.getByText(fr.listing.requestTypes.Demand));
    expect(await screen.findByLabelText(d.itemRequestQuantity)).toBeInTheDocument();
    expect(screen.queryByLabelText('Quantité totale')).not.toBeInTheDocument();
    await userEvent.click(button(listingManagementUi.common.save));
    expect(await screen.findByText(fr.validation.required)).toBeInTheDocument();
    expect(screen.queryByText(fr.listing.errors.imageRequired)).not.toBeInTheDocument();
  });

  it("shows the server's upload error under the picture", async () => {
    const xhr = installFakeXhr({ status: 422, body: { errors: { file: [fr.listing.upload.unreadable] } } });
    setup();
    const input = await screen.findByTestId('image1-file');
    await userEvent.upload(input, new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(fr.listing.upload.unreadable)).toBeInTheDocument();
    expect(xhr.sent[0]!.url).toBe('/fr/api/troc/image/fauteuil/1/');
    expect(xhr.sent[0]!.data.get('form[_token]')).toBe('csrf-test');
    expect(xhr.sent[0]!.data.get('form[file]')).toBeInstanceOf(File);
  });

  it('refuses a file of the wrong type before sending it', async () => {
    const xhr = installFakeXhr({ status: 200, body: {} });
    setup();
    const input = await screen.findByTestId('image2-file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(/Ce format de fichier n'est pas accepté/)).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it('puts an uploaded picture in its slot', async () => {
    installFakeXhr({
      status: 200,
      body: { id: 77, path: '/uploads/b.webp', name: 'b.jpg', thumbnail: '/uploads/b-thumb.webp' },
    });
    setup();
    const input = await screen.findByTestId('image1-file');
    await userEvent.upload(input, new File(['x'], 'b.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(screen.getByAltText('Photo 2 de l’annonce')).toHaveAttribute('src', '/uploads/b-thumb.webp'),
    );
  });
});
