module {
  func.func @softmax_kernel(%args: !llvm.ptr, %pid0: i32, %pid1: i32, %pid2: i32, %nprog0: i32, %nprog1: i32, %nprog2: i32) {
    %buf12 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %buf28 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %v1 = llvm.getelementptr %args[0] : (!llvm.ptr) -> !llvm.ptr, i64
    %v2 = llvm.load %v1 : !llvm.ptr -> !llvm.ptr
    %v3 = llvm.getelementptr %args[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %v4 = llvm.load %v3 : !llvm.ptr -> !llvm.ptr
    %v5 = llvm.getelementptr %args[2] : (!llvm.ptr) -> !llvm.ptr, i64
    %v6 = llvm.load %v5 : !llvm.ptr -> i32
    %v7 = llvm.getelementptr %args[3] : (!llvm.ptr) -> !llvm.ptr, i64
    %v8 = llvm.load %v7 : !llvm.ptr -> i32
    %v9 = arith.muli %pid0, %v6 : i32
    %v10 = llvm.getelementptr %v4[%v9] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %v11 = arith.constant 0xFF800000 : f32
    scf.for %v13 = %c0 to %c1024 step %c1 {
      %v14 = arith.index_cast %v13 : index to i32
      %v15 = llvm.getelementptr %v10[%v14] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %v16 = arith.cmpi slt, %v14, %v8 : i32
      %v17 = scf.if %v16 -> (f32) {
        %v18 = llvm.load %v15 : !llvm.ptr -> f32
        scf.yield %v18 : f32
      } else {
        scf.yield %v11 : f32
      }
      memref.store %v17, %buf12[%v13] : memref<1024xf32>
    }
    %v19 = arith.constant 0xFF800000 : f32
    %v20 = scf.for %v21 = %c0 to %c1024 step %c1 iter_args(%v22 = %v19) -> (f32) {
      %v24 = memref.load %buf12[%v21] : memref<1024xf32>
      %v25 = arith.cmpf uno, %v24, %v24 : f32
      %v26 = arith.select %v25, %v22, %v24 : f32
      %v27 = arith.maxnumf %v22, %v26 fastmath<nnan,nsz> : f32
      scf.yield %v27 : f32
    }
    scf.for %v29 = %c0 to %c1024 step %c1 {
      %v30 = memref.load %buf12[%v29] : memref<1024xf32>
      %v31 = arith.subf %v30, %v20 fastmath<contract> : f32
      %v32 = math.exp %v31 : f32
      memref.store %v32, %buf28[%v29] : memref<1024xf32>
    }
    %v33 = arith.muli %pid0, %v6 : i32
    %v34 = llvm.getelementptr %v2[%v33] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %v35 = arith.constant 0.0 : f32
    %v36 = scf.for %v37 = %c0 to %c1024 step %c1 iter_args(%v38 = %v35) -> (f32) {
      %v40 = memref.load %buf28[%v37] : memref<1024xf32>
      %v41 = arith.addf %v38, %v40 fastmath<reassoc> : f32
      scf.yield %v41 : f32
    }
    scf.for %v42 = %c0 to %c1024 step %c1 {
      %v43 = arith.index_cast %v42 : index to i32
      %v44 = llvm.getelementptr %v34[%v43] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %v45 = memref.load %buf28[%v42] : memref<1024xf32>
      %v46 = arith.divf %v45, %v36 : f32
      %v47 = arith.cmpi slt, %v43, %v8 : i32
      scf.if %v47 {
        llvm.store %v46, %v44 : f32, !llvm.ptr
      }
    }
    func.return
  }
}
