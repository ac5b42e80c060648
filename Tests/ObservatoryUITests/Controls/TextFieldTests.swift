import Foundation
import Testing
import ObservatoryUI

@Observable final class FieldModel {
    var name = "Ada"
    var amount = 12
    var price = 12.0
    var notes = ""
    var password = ""
    var submitted = 0
}

struct NameField: View {
    let model: FieldModel
    var body: some View {
        @Bindable var model = model
        VStack {
            TextField("Name", text: $model.name, prompt: Text("Your name"))
                .textFieldStyle(.roundedBorder)
                .keyboardType(.emailAddress)
                .onSubmit { model.submitted += 1 }
            Text("static")
        }
    }
}

struct NotesField: View {
    let model: FieldModel
    var body: some View {
        @Bindable var model = model
        TextField("Notes", text: $model.notes, axis: .vertical)
            .lineLimit(3...6)
    }
}

struct AmountFields: View {
    let model: FieldModel
    var body: some View {
        @Bindable var model = model
        VStack {
            TextField("Amount", value: $model.amount, format: .number)
            TextField("Price", value: $model.price, format: .currency(code: "USD"))
            TextField("Ratio", value: $model.price, format: .number)
            TextField("Cents", value: $model.amount, format: .currency(code: "USD"))
        }
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

struct PasswordField: View {
    let model: FieldModel
    var body: some View {
        @Bindable var model = model
        SecureField("Password (8+)", text: $model.password)
            .onSubmit { model.submitted += 1 }
    }
}

@MainActor
@Suite struct TextFieldTests {
    @Test func textFieldShowsItsValueAndStyles() throws {
        let graph = ViewGraph(NameField(model: FieldModel()))
        let field = try #require(graph.rootElement.all(.textField).first)
        #expect(field.textLine() == #"textField keyboardType=emailAddress label=Name prompt="Your name" textFieldStyle=roundedBorder value=Ada"#)
    }

    @Test func inputSetsTheBindingAndUpdatesOnlyTheField() throws {
        let model = FieldModel()
        let graph = ViewGraph(NameField(model: model))
        let field = try #require(graph.rootElement.all(.textField).first)
        let changes = try #require(graph.send(.input("Grace"), to: field.id))
        #expect(model.name == "Grace")
        #expect(changes.changedNames == [field.id: ["value"]])
        #expect(field["value"] == "Grace")
    }

    @Test func modelChangesReachTheField() throws {
        let model = FieldModel()
        let graph = ViewGraph(NameField(model: model))
        model.name = "Linus"
        let changes = graph.update()
        let field = try #require(graph.rootElement.all(.textField).first)
        #expect(field["value"] == "Linus")
        #expect(changes.changedNames == [field.id: ["value"]])
    }

    @Test func submitRunsOnSubmit() throws {
        let model = FieldModel()
        let graph = ViewGraph(NameField(model: model))
        let field = try #require(graph.rootElement.all(.textField).first)
        #expect(graph.send(.submit, to: field.id) != nil)
        #expect(model.submitted == 1)
    }

    @Test func submitWithoutOnSubmitIsNotHandled() throws {
        let model = FieldModel()
        let graph = ViewGraph(NotesField(model: model))
        let field = try #require(graph.rootElement.all(.textField).first)
        #expect(graph.send(.submit, to: field.id) == nil)
    }

    @Test func verticalFieldCarriesAxisAndLineLimit() throws {
        let graph = ViewGraph(NotesField(model: FieldModel()))
        let field = try #require(graph.rootElement.all(.textField).first)
        #expect(field["axis"] == "vertical")
        #expect(field["lineLimit"] == "3...6")
    }

    @Test func numberFieldFormatsAndParses() throws {
        let model = FieldModel()
        model.amount = 1234
        let graph = ViewGraph(AmountFields(model: model))
        let field = try #require(graph.rootElement.all(.textField).first)
        let cents = try #require(graph.rootElement.all(.textField).last)
        #expect(field["value"] == "1,234")
        let changes = try #require(graph.send(.input("56"), to: field.id))
        #expect(model.amount == 56)
        // Only the two fields bound to `amount` change.
        #expect(changes.changedNames == [field.id: ["value"], cents.id: ["value"]])
        #expect(field["value"] == "56")
    }

    @Test func numberFieldKeepsTheValueWhenTextDoesNotParse() throws {
        let model = FieldModel()
        let graph = ViewGraph(AmountFields(model: model))
        let field = try #require(graph.rootElement.all(.textField).first)
        let changes = graph.send(.input("abc"), to: field.id)
        #expect(model.amount == 12)
        #expect(changes?.isEmpty ?? true)
    }

    @Test func numberFieldTakesSetValue() throws {
        let model = FieldModel()
        let graph = ViewGraph(AmountFields(model: model))
        let field = try #require(graph.rootElement.all(.textField).first)
        #expect(graph.send(.setValue(7), to: field.id) != nil)
        #expect(model.amount == 7)
        #expect(graph.send(.setValue(.nan), to: field.id) == nil)
        #expect(model.amount == 7)
    }

    @Test func currencyFieldFormatsAndParses() throws {
        let model = FieldModel()
        let graph = ViewGraph(AmountFields(model: model))
        let field = try #require(graph.rootElement.all(.textField).dropFirst().first)
        #expect(field["value"] == "$12.00")
        graph.send(.input("$5.50"), to: field.id)
        #expect(model.price == 5.5)
        #expect(field["value"] == "$5.50")
    }

    @Test func doubleNumberAndIntegerCurrencyFields() throws {
        let model = FieldModel()
        let graph = ViewGraph(AmountFields(model: model))
        let fields = graph.rootElement.all(.textField)
        #expect(fields.map { $0["value"] } == ["12", "$12.00", "12", "$12.00"])
        graph.send(.input("2.5"), to: fields[2].id)
        #expect(model.price == 2.5)
        #expect(fields[1]["value"] == "$2.50")
        graph.send(.input("$7"), to: fields[3].id)
        #expect(model.amount == 7)
        #expect(fields[0]["value"] == "7")
    }

    @Test func secureFieldEditsAndSubmits() throws {
        let model = FieldModel()
        let graph = ViewGraph(PasswordField(model: model))
        let field = try #require(graph.rootElement.all(.secureField).first)
        #expect(field["label"] == "Password (8+)")
        let changes = try #require(graph.send(.input("hunter22"), to: field.id))
        #expect(model.password == "hunter22")
        #expect(changes.changedNames == [field.id: ["value"]])
        graph.send(.submit, to: field.id)
        #expect(model.submitted == 1)
    }
}
