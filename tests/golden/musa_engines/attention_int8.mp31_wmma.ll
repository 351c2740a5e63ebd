; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.imma.m16n16k64.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 4
  %20 = and i64 %19, 48
  %21 = lshr i64 %19, 6
  %22 = or i64 %20, 8
  %23 = trunc i64 %21 to i32
  %24 = shl i32 %23, 6
  %25 = sext i32 %24 to i64
  %26 = getelementptr half, ptr addrspace(1) %2, i64 %25
  br i1 %11, label %27, label %30

27: ; preds = %18
  %28 = getelementptr half, ptr addrspace(1) %26, i64 %20
  %29 = load <8 x half>, ptr addrspace(1) %28, align 16
  br label %30

30: ; preds = %27, %18
  %31 = phi <8 x half> [ %29, %27 ], [ zeroinitializer, %18 ]
  br i1 %11, label %32, label %35

32: ; preds = %30
  %33 = getelementptr half, ptr addrspace(1) %26, i64 %22
  %34 = load <8 x half>, ptr addrspace(1) %33, align 16
  br label %35

35: ; preds = %32, %30
  %36 = phi <8 x half> [ %34, %32 ], [ zeroinitializer, %30 ]
  %37 = add i32 %10, %23
  %38 = shl i32 %37, 6
  %39 = sext i32 %38 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 %20
  %42 = and i64 %19, -64
  %43 = trunc i64 %19 to i32
  %44 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %43
  %45 = add nuw nsw i64 %21, 32
  %46 = trunc i64 %45 to i32
  %47 = add i32 %10, %46
  %48 = shl i32 %47, 6
  %49 = sext i32 %48 to i64
  %50 = getelementptr i8, ptr addrspace(1) %0, i64 %49
  %51 = getelementptr i8, ptr addrspace(1) %50, i64 %20
  %52 = shl i64 %45, 6
  %53 = or i64 %52, %20
  %54 = trunc i64 %53 to i32
  %55 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %54
  %56 = or i64 %20, 1
  %57 = or i64 %20, 2
  %58 = or i64 %20, 3
  %59 = or i64 %20, 4
  %60 = or i64 %20, 5
  %61 = or i64 %20, 6
  %62 = or i64 %20, 7
  %63 = or i64 %20, 9
  %64 = or i64 %20, 10
  %65 = or i64 %20, 11
  %66 = or i64 %20, 12
  %67 = or i64 %20, 13
  %68 = or i64 %20, 14
  %69 = or i64 %20, 15
  %70 = mul nuw nsw i64 %20, 48
  %71 = add nuw nsw i64 %70, %21
  %72 = trunc i64 %71 to i32
  %73 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %72
  %74 = mul nuw nsw i64 %56, 48
  %75 = add nuw nsw i64 %74, %21
  %76 = trunc i64 %75 to i32
  %77 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %76
  %78 = mul nuw nsw i64 %57, 48
  %79 = add nuw nsw i64 %78, %21
  %80 = trunc i64 %79 to i32
  %81 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %80
  %82 = mul nuw nsw i64 %58, 48
  %83 = add nuw nsw i64 %82, %21
  %84 = trunc i64 %83 to i32
  %85 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %84
  %86 = mul nuw nsw i64 %59, 48
  %87 = add nuw nsw i64 %86, %21
  %88 = trunc i64 %87 to i32
  %89 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %88
  %90 = mul nuw nsw i64 %60, 48
  %91 = add nuw nsw i64 %90, %21
  %92 = trunc i64 %91 to i32
  %93 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %92
  %94 = mul nuw nsw i64 %61, 48
  %95 = add nuw nsw i64 %94, %21
  %96 = trunc i64 %95 to i32
  %97 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %96
  %98 = mul nuw nsw i64 %62, 48
  %99 = add nuw nsw i64 %98, %21
  %100 = trunc i64 %99 to i32
  %101 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %100
  %102 = mul nuw nsw i64 %22, 48
  %103 = add nuw nsw i64 %102, %21
  %104 = trunc i64 %103 to i32
  %105 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %104
  %106 = mul nuw nsw i64 %63, 48
  %107 = add nuw nsw i64 %106, %21
  %108 = trunc i64 %107 to i32
  %109 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %108
  %110 = mul nuw nsw i64 %64, 48
  %111 = add nuw nsw i64 %110, %21
  %112 = trunc i64 %111 to i32
  %113 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %112
  %114 = mul nuw nsw i64 %65, 48
  %115 = add nuw nsw i64 %114, %21
  %116 = trunc i64 %115 to i32
  %117 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %116
  %118 = mul nuw nsw i64 %66, 48
  %119 = add nuw nsw i64 %118, %21
  %120 = trunc i64 %119 to i32
  %121 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %120
  %122 = mul nuw nsw i64 %67, 48
  %123 = add nuw nsw i64 %122, %21
  %124 = trunc i64 %123 to i32
  %125 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %124
  %126 = mul nuw nsw i64 %68, 48
  %127 = add nuw nsw i64 %126, %21
  %128 = trunc i64 %127 to i32
  %129 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %128
  %130 = mul nuw nsw i64 %69, 48
  %131 = add nuw nsw i64 %130, %21
  %132 = trunc i64 %131 to i32
  %133 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %132
  %134 = lshr i64 %8, 5
  %135 = and i64 %8, 3
  %136 = lshr i64 %8, 2
  %137 = and i64 %136, 1
  %138 = lshr i64 %8, 3
  %139 = and i64 %138, 1
  %140 = shl nuw nsw i64 %139, 1
  %141 = lshr i64 %8, 4
  %142 = and i64 %141, 1
  %143 = shl nuw nsw i64 %142, 2
  %144 = or i64 %140, %143
  %145 = or i64 %144, %137
  %146 = shl nuw nsw i64 %142, 1
  %147 = or i64 %146, %139
  %148 = and i64 %8, 1
  %149 = icmp ult i32 %7, 128
  %150 = and i64 %19, 4294967264
  %151 = shl nuw nsw i64 %148, 4
  %152 = select i1 %149, i64 %150, i64 0
  %153 = or i64 %152, %151
  %154 = trunc i64 %153 to i32
  %155 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %154
  %156 = or i32 %154, 1
  %157 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %156
  %158 = or i32 %154, 2
  %159 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %158
  %160 = or i32 %154, 3
  %161 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %160
  %162 = or i32 %154, 4
  %163 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %162
  %164 = or i32 %154, 5
  %165 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %164
  %166 = or i32 %154, 6
  %167 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %166
  %168 = or i32 %154, 7
  %169 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %168
  %170 = or i32 %154, 8
  %171 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %170
  %172 = or i32 %154, 9
  %173 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %172
  %174 = or i32 %154, 10
  %175 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %174
  %176 = or i32 %154, 11
  %177 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %176
  %178 = or i32 %154, 12
  %179 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %178
  %180 = or i32 %154, 13
  %181 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %180
  %182 = or i32 %154, 14
  %183 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %182
  %184 = or i32 %154, 15
  %185 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %184
  %186 = icmp eq i64 %148, 0
  %187 = and i1 %149, %186
  %188 = and i64 %19, 16
  %189 = lshr i64 %19, 5
  %190 = or i64 %188, 8
  %191 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %43
  %192 = trunc i64 %189 to i32
  %193 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %192
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15872), i32 %192
  %195 = or i32 %43, 1
  %196 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %195
  %197 = or i32 %43, 2
  %198 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %197
  %199 = or i32 %43, 3
  %200 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %199
  %201 = or i32 %43, 4
  %202 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %201
  %203 = or i32 %43, 5
  %204 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %203
  %205 = or i32 %43, 6
  %206 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %205
  %207 = or i32 %43, 7
  %208 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %207
  %209 = or i64 %190, %150
  %210 = trunc i64 %209 to i32
  %211 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %210
  %212 = or i32 %43, 9
  %213 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %212
  %214 = or i32 %43, 10
  %215 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %214
  %216 = or i32 %43, 11
  %217 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %216
  %218 = or i32 %43, 12
  %219 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %218
  %220 = or i32 %43, 13
  %221 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %220
  %222 = or i32 %43, 14
  %223 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %222
  %224 = or i32 %43, 15
  %225 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %224
  %226 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %43
  %227 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %195
  %228 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %197
  %229 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %199
  %230 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %201
  %231 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %203
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %205
  %233 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %207
  %234 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %210
  %235 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %212
  %236 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %214
  %237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %216
  %238 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %218
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %220
  %240 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %222
  %241 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %224
  %242 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %154
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %156
  %244 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %158
  %245 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %160
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %162
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %164
  %248 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %166
  %249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %168
  %250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %170
  %251 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %172
  %252 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %174
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %176
  %254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %178
  %255 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %180
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %182
  %257 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %184
  %258 = mul i64 %189, 40
  %259 = add i64 %258, %188
  %260 = trunc i64 %259 to i32
  %261 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %260
  %262 = add i64 %190, %258
  %263 = trunc i64 %262 to i32
  %264 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %263
  %265 = mul i64 %21, 72
  %266 = add i64 %265, %20
  %267 = trunc i64 %266 to i32
  %268 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %267
  %269 = add i64 %22, %265
  %270 = trunc i64 %269 to i32
  %271 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %270
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16128), i32 %23
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %43
  %274 = or i64 %56, %42
  %275 = trunc i64 %274 to i32
  %276 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %275
  %277 = or i64 %57, %42
  %278 = trunc i64 %277 to i32
  %279 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %278
  %280 = or i64 %58, %42
  %281 = trunc i64 %280 to i32
  %282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %281
  %283 = or i64 %59, %42
  %284 = trunc i64 %283 to i32
  %285 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %284
  %286 = or i64 %60, %42
  %287 = trunc i64 %286 to i32
  %288 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %287
  %289 = or i64 %61, %42
  %290 = trunc i64 %289 to i32
  %291 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %290
  %292 = or i64 %62, %42
  %293 = trunc i64 %292 to i32
  %294 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %293
  %295 = or i64 %22, %42
  %296 = trunc i64 %295 to i32
  %297 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %296
  %298 = or i64 %63, %42
  %299 = trunc i64 %298 to i32
  %300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %299
  %301 = or i64 %64, %42
  %302 = trunc i64 %301 to i32
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %302
  %304 = or i64 %65, %42
  %305 = trunc i64 %304 to i32
  %306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %305
  %307 = or i64 %66, %42
  %308 = trunc i64 %307 to i32
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %308
  %310 = or i64 %67, %42
  %311 = trunc i64 %310 to i32
  %312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %311
  %313 = or i64 %68, %42
  %314 = trunc i64 %313 to i32
  %315 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %314
  %316 = or i64 %69, %42
  %317 = trunc i64 %316 to i32
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %317
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16128), i32 %46
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %54
  %321 = or i64 %52, %56
  %322 = trunc i64 %321 to i32
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %322
  %324 = or i64 %52, %57
  %325 = trunc i64 %324 to i32
  %326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %325
  %327 = or i64 %52, %58
  %328 = trunc i64 %327 to i32
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %328
  %330 = or i64 %52, %59
  %331 = trunc i64 %330 to i32
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %331
  %333 = or i64 %52, %60
  %334 = trunc i64 %333 to i32
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %334
  %336 = or i64 %52, %61
  %337 = trunc i64 %336 to i32
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %337
  %339 = or i64 %52, %62
  %340 = trunc i64 %339 to i32
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %340
  %342 = or i64 %52, %22
  %343 = trunc i64 %342 to i32
  %344 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %343
  %345 = or i64 %52, %63
  %346 = trunc i64 %345 to i32
  %347 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %346
  %348 = or i64 %52, %64
  %349 = trunc i64 %348 to i32
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %349
  %351 = or i64 %52, %65
  %352 = trunc i64 %351 to i32
  %353 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %352
  %354 = or i64 %52, %66
  %355 = trunc i64 %354 to i32
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %355
  %357 = or i64 %52, %67
  %358 = trunc i64 %357 to i32
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %358
  %360 = or i64 %52, %68
  %361 = trunc i64 %360 to i32
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %361
  %363 = or i64 %52, %69
  %364 = trunc i64 %363 to i32
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %364
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %35
  %urem = and i64 %8, 7
  %366 = shl nuw nsw i64 %134, 4
  %367 = and i64 %366, 16
  %368 = or i64 %135, 4
  %369 = or i64 %135, 8
  %370 = or i64 %135, 12
  %371 = or i64 %135, 16
  %372 = or i64 %135, 20
  %373 = or i64 %135, 24
  %374 = or i64 %135, 28
  %375 = or i64 %135, 32
  %376 = or i64 %135, 36
  %377 = or i64 %135, 40
  %378 = or i64 %135, 44
  %379 = or i64 %135, 48
  %380 = or i64 %135, 52
  %381 = or i64 %135, 56
  %382 = or i64 %135, 60
  %383 = or i64 %145, %367
  %384 = mul nuw nsw i64 %135, 48
  %385 = add nuw nsw i64 %383, %384
  %386 = trunc i64 %385 to i32
  %387 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %386
  %388 = mul nuw nsw i64 %368, 48
  %389 = add nuw nsw i64 %383, %388
  %390 = trunc i64 %389 to i32
  %391 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %390
  %392 = mul nuw nsw i64 %369, 48
  %393 = add nuw nsw i64 %383, %392
  %394 = trunc i64 %393 to i32
  %395 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %394
  %396 = mul nuw nsw i64 %370, 48
  %397 = add nuw nsw i64 %383, %396
  %398 = trunc i64 %397 to i32
  %399 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %398
  %400 = mul nuw nsw i64 %371, 48
  %401 = add nuw nsw i64 %383, %400
  %402 = trunc i64 %401 to i32
  %403 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %402
  %404 = mul nuw nsw i64 %372, 48
  %405 = add nuw nsw i64 %383, %404
  %406 = trunc i64 %405 to i32
  %407 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %406
  %408 = mul nuw nsw i64 %373, 48
  %409 = add nuw nsw i64 %383, %408
  %410 = trunc i64 %409 to i32
  %411 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %410
  %412 = mul nuw nsw i64 %374, 48
  %413 = add nuw nsw i64 %383, %412
  %414 = trunc i64 %413 to i32
  %415 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %414
  %416 = mul nuw nsw i64 %375, 48
  %417 = add nuw nsw i64 %383, %416
  %418 = trunc i64 %417 to i32
  %419 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %418
  %420 = mul nuw nsw i64 %376, 48
  %421 = add nuw nsw i64 %383, %420
  %422 = trunc i64 %421 to i32
  %423 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %422
  %424 = mul nuw nsw i64 %377, 48
  %425 = add nuw nsw i64 %383, %424
  %426 = trunc i64 %425 to i32
  %427 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %426
  %428 = mul nuw nsw i64 %378, 48
  %429 = add nuw nsw i64 %383, %428
  %430 = trunc i64 %429 to i32
  %431 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %430
  %432 = mul nuw nsw i64 %379, 48
  %433 = add nuw nsw i64 %383, %432
  %434 = trunc i64 %433 to i32
  %435 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %434
  %436 = mul nuw nsw i64 %380, 48
  %437 = add nuw nsw i64 %383, %436
  %438 = trunc i64 %437 to i32
  %439 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %438
  %440 = mul nuw nsw i64 %381, 48
  %441 = add nuw nsw i64 %383, %440
  %442 = trunc i64 %441 to i32
  %443 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %442
  %444 = mul nuw nsw i64 %382, 48
  %445 = add nuw nsw i64 %383, %444
  %446 = trunc i64 %445 to i32
  %447 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %446
  %448 = or i64 %383, 8
  %449 = add nuw nsw i64 %448, %384
  %450 = trunc i64 %449 to i32
  %451 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %450
  %452 = add nuw nsw i64 %448, %388
  %453 = trunc i64 %452 to i32
  %454 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %453
  %455 = add nuw nsw i64 %448, %392
  %456 = trunc i64 %455 to i32
  %457 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %456
  %458 = add nuw nsw i64 %448, %396
  %459 = trunc i64 %458 to i32
  %460 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %459
  %461 = add nuw nsw i64 %448, %400
  %462 = trunc i64 %461 to i32
  %463 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %462
  %464 = add nuw nsw i64 %448, %404
  %465 = trunc i64 %464 to i32
  %466 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %465
  %467 = add nuw nsw i64 %448, %408
  %468 = trunc i64 %467 to i32
  %469 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %468
  %470 = add nuw nsw i64 %448, %412
  %471 = trunc i64 %470 to i32
  %472 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %471
  %473 = add nuw nsw i64 %448, %416
  %474 = trunc i64 %473 to i32
  %475 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %474
  %476 = add nuw nsw i64 %448, %420
  %477 = trunc i64 %476 to i32
  %478 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %477
  %479 = add nuw nsw i64 %448, %424
  %480 = trunc i64 %479 to i32
  %481 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %480
  %482 = add nuw nsw i64 %448, %428
  %483 = trunc i64 %482 to i32
  %484 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %483
  %485 = add nuw nsw i64 %448, %432
  %486 = trunc i64 %485 to i32
  %487 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %486
  %488 = add nuw nsw i64 %448, %436
  %489 = trunc i64 %488 to i32
  %490 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %489
  %491 = add nuw nsw i64 %448, %440
  %492 = trunc i64 %491 to i32
  %493 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %492
  %494 = add nuw nsw i64 %448, %444
  %495 = trunc i64 %494 to i32
  %496 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %495
  %497 = or i64 %367, %urem
  %498 = or i64 %497, 8
  %499 = lshr i32 %7, 1
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15872), i32 %499
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15872), i32 %7
  %503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16128), i32 %7
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %499
  %505 = and i64 %366, 48
  %506 = or i64 %505, %urem
  %507 = or i64 %506, 8
  %508 = or i64 %145, %505
  %509 = mul nuw nsw i64 %135, 72
  %510 = add nuw nsw i64 %508, %509
  %511 = trunc i64 %510 to i32
  %512 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %511
  %513 = mul nuw nsw i64 %368, 72
  %514 = add nuw nsw i64 %508, %513
  %515 = trunc i64 %514 to i32
  %516 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %515
  %517 = mul nuw nsw i64 %369, 72
  %518 = add nuw nsw i64 %508, %517
  %519 = trunc i64 %518 to i32
  %520 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %519
  %521 = mul nuw nsw i64 %370, 72
  %522 = add nuw nsw i64 %508, %521
  %523 = trunc i64 %522 to i32
  %524 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %523
  %525 = mul nuw nsw i64 %371, 72
  %526 = add nuw nsw i64 %508, %525
  %527 = trunc i64 %526 to i32
  %528 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %527
  %529 = mul nuw nsw i64 %372, 72
  %530 = add nuw nsw i64 %508, %529
  %531 = trunc i64 %530 to i32
  %532 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %531
  %533 = mul nuw nsw i64 %373, 72
  %534 = add nuw nsw i64 %508, %533
  %535 = trunc i64 %534 to i32
  %536 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %535
  %537 = mul nuw nsw i64 %374, 72
  %538 = add nuw nsw i64 %508, %537
  %539 = trunc i64 %538 to i32
  %540 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %539
  %541 = or i64 %508, 8
  %542 = add nuw nsw i64 %541, %509
  %543 = trunc i64 %542 to i32
  %544 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %543
  %545 = add nuw nsw i64 %541, %513
  %546 = trunc i64 %545 to i32
  %547 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %546
  %548 = add nuw nsw i64 %541, %517
  %549 = trunc i64 %548 to i32
  %550 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %549
  %551 = add nuw nsw i64 %541, %521
  %552 = trunc i64 %551 to i32
  %553 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %552
  %554 = add nuw nsw i64 %541, %525
  %555 = trunc i64 %554 to i32
  %556 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %555
  %557 = add nuw nsw i64 %541, %529
  %558 = trunc i64 %557 to i32
  %559 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %558
  %560 = add nuw nsw i64 %541, %533
  %561 = trunc i64 %560 to i32
  %562 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %561
  %563 = add nuw nsw i64 %541, %537
  %564 = trunc i64 %563 to i32
  %565 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %564
  %566 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %567 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %7
  br label %568

568: ; preds = %.lr.ph, %1473
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %1497, %1473 ]
  %570 = phi float [ 0.000000e+00, %.lr.ph ], [ %1496, %1473 ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %1495, %1473 ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %1494, %1473 ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %1493, %1473 ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %1492, %1473 ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %1491, %1473 ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %1490, %1473 ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %1489, %1473 ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %1488, %1473 ]
  %579 = phi float [ 0.000000e+00, %.lr.ph ], [ %1487, %1473 ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %1486, %1473 ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %1485, %1473 ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %1484, %1473 ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %1483, %1473 ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %1482, %1473 ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %1481, %1473 ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %1480, %1473 ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %1479, %1473 ]
  %588 = phi float [ 0.000000e+00, %.lr.ph ], [ %1478, %1473 ]
  %589 = phi float [ 0.000000e+00, %.lr.ph ], [ %1477, %1473 ]
  %590 = phi float [ 0.000000e+00, %.lr.ph ], [ %1476, %1473 ]
  %591 = phi float [ 0.000000e+00, %.lr.ph ], [ %1475, %1473 ]
  %592 = phi float [ 0.000000e+00, %.lr.ph ], [ %1474, %1473 ]
  %593 = phi float [ 0.000000e+00, %.lr.ph ], [ %1458, %1473 ]
  %594 = phi float [ 0.000000e+00, %.lr.ph ], [ %1457, %1473 ]
  %595 = phi float [ 0.000000e+00, %.lr.ph ], [ %1456, %1473 ]
  %596 = phi float [ 0.000000e+00, %.lr.ph ], [ %1455, %1473 ]
  %597 = phi float [ 0.000000e+00, %.lr.ph ], [ %1454, %1473 ]
  %598 = phi float [ 0.000000e+00, %.lr.ph ], [ %1453, %1473 ]
  %599 = phi float [ 0.000000e+00, %.lr.ph ], [ %1452, %1473 ]
  %600 = phi float [ 0.000000e+00, %.lr.ph ], [ %1451, %1473 ]
  %601 = phi i32 [ 0, %.lr.ph ], [ %604, %1473 ]
  %602 = phi <8 x half> [ %31, %.lr.ph ], [ %614, %1473 ]
  %603 = phi <8 x half> [ %36, %.lr.ph ], [ %619, %1473 ]
  %604 = add i32 %601, 32
  %605 = icmp slt i32 %604, %5
  %606 = add i32 %604, %23
  %607 = shl i32 %606, 6
  %608 = sext i32 %607 to i64
  %609 = getelementptr half, ptr addrspace(1) %2, i64 %608
  br i1 %605, label %610, label %613

610: ; preds = %568
  %611 = getelementptr half, ptr addrspace(1) %609, i64 %20
  %612 = load <8 x half>, ptr addrspace(1) %611, align 16
  br label %613

613: ; preds = %610, %568
  %614 = phi <8 x half> [ %612, %610 ], [ zeroinitializer, %568 ]
  br i1 %605, label %615, label %618

615: ; preds = %613
  %616 = getelementptr half, ptr addrspace(1) %609, i64 %22
  %617 = load <8 x half>, ptr addrspace(1) %616, align 16
  br label %618

618: ; preds = %615, %613
  %619 = phi <8 x half> [ %617, %615 ], [ zeroinitializer, %613 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %44, ptr addrspace(1) %41, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %55, ptr addrspace(1) %51, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %620 = add i32 %601, %23
  %621 = shl i32 %620, 6
  %622 = sext i32 %621 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %622
  %623 = load i8, ptr addrspace(1) %gep, align 16
  %624 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 1
  %625 = load i8, ptr addrspace(1) %624, align 1
  %626 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 2
  %627 = load i8, ptr addrspace(1) %626, align 2
  %628 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 3
  %629 = load i8, ptr addrspace(1) %628, align 1
  %630 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %631 = load i8, ptr addrspace(1) %630, align 4
  %632 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 5
  %633 = load i8, ptr addrspace(1) %632, align 1
  %634 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 6
  %635 = load i8, ptr addrspace(1) %634, align 2
  %636 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 7
  %637 = load i8, ptr addrspace(1) %636, align 1
  %638 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 8
  %639 = load i8, ptr addrspace(1) %638, align 8
  %640 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 9
  %641 = load i8, ptr addrspace(1) %640, align 1
  %642 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 10
  %643 = load i8, ptr addrspace(1) %642, align 2
  %644 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 11
  %645 = load i8, ptr addrspace(1) %644, align 1
  %646 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 12
  %647 = load i8, ptr addrspace(1) %646, align 4
  %648 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 13
  %649 = load i8, ptr addrspace(1) %648, align 1
  %650 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 14
  %651 = load i8, ptr addrspace(1) %650, align 2
  %652 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 15
  %653 = load i8, ptr addrspace(1) %652, align 1
  store i8 %623, ptr addrspace(3) %73, align 1
  store i8 %625, ptr addrspace(3) %77, align 1
  store i8 %627, ptr addrspace(3) %81, align 1
  store i8 %629, ptr addrspace(3) %85, align 1
  store i8 %631, ptr addrspace(3) %89, align 1
  store i8 %633, ptr addrspace(3) %93, align 1
  store i8 %635, ptr addrspace(3) %97, align 1
  store i8 %637, ptr addrspace(3) %101, align 1
  store i8 %639, ptr addrspace(3) %105, align 1
  store i8 %641, ptr addrspace(3) %109, align 1
  store i8 %643, ptr addrspace(3) %113, align 1
  store i8 %645, ptr addrspace(3) %117, align 1
  store i8 %647, ptr addrspace(3) %121, align 1
  store i8 %649, ptr addrspace(3) %125, align 1
  store i8 %651, ptr addrspace(3) %129, align 1
  store i8 %653, ptr addrspace(3) %133, align 1
  tail call void @llvm.musa.syncthreads.lm()
  br label %654

654: ; preds = %618, %959
  %655 = phi i1 [ true, %618 ], [ false, %959 ]
  %656 = phi i64 [ 0, %618 ], [ 4, %959 ]
  %657 = add nuw nsw i64 %656, %134
  %658 = icmp ult i64 %657, 8
  br i1 %658, label %659, label %959

659: ; preds = %654
  %660 = shl nuw nsw i64 %657, 3
  %661 = and i64 %660, 48
  %662 = or i64 %661, %145
  %663 = shl nuw nsw i64 %662, 6
  %664 = or i64 %663, %135
  %665 = trunc i64 %664 to i32
  %666 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %665
  %667 = load i8, ptr addrspace(3) %666, align 1
  %668 = or i64 %663, %368
  %669 = trunc i64 %668 to i32
  %670 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %669
  %671 = load i8, ptr addrspace(3) %670, align 1
  %672 = or i64 %663, %369
  %673 = trunc i64 %672 to i32
  %674 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %673
  %675 = load i8, ptr addrspace(3) %674, align 1
  %676 = or i64 %663, %370
  %677 = trunc i64 %676 to i32
  %678 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %677
  %679 = load i8, ptr addrspace(3) %678, align 1
  %680 = or i64 %663, %371
  %681 = trunc i64 %680 to i32
  %682 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %681
  %683 = load i8, ptr addrspace(3) %682, align 1
  %684 = or i64 %663, %372
  %685 = trunc i64 %684 to i32
  %686 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %685
  %687 = load i8, ptr addrspace(3) %686, align 1
  %688 = or i64 %663, %373
  %689 = trunc i64 %688 to i32
  %690 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %689
  %691 = load i8, ptr addrspace(3) %690, align 1
  %692 = or i64 %663, %374
  %693 = trunc i64 %692 to i32
  %694 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %693
  %695 = load i8, ptr addrspace(3) %694, align 1
  %696 = or i64 %663, %375
  %697 = trunc i64 %696 to i32
  %698 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %697
  %699 = load i8, ptr addrspace(3) %698, align 1
  %700 = or i64 %663, %376
  %701 = trunc i64 %700 to i32
  %702 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %701
  %703 = load i8, ptr addrspace(3) %702, align 1
  %704 = or i64 %663, %377
  %705 = trunc i64 %704 to i32
  %706 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %705
  %707 = load i8, ptr addrspace(3) %706, align 1
  %708 = or i64 %663, %378
  %709 = trunc i64 %708 to i32
  %710 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %709
  %711 = load i8, ptr addrspace(3) %710, align 1
  %712 = or i64 %663, %379
  %713 = trunc i64 %712 to i32
  %714 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %713
  %715 = load i8, ptr addrspace(3) %714, align 1
  %716 = or i64 %663, %380
  %717 = trunc i64 %716 to i32
  %718 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %717
  %719 = load i8, ptr addrspace(3) %718, align 1
  %720 = or i64 %663, %381
  %721 = trunc i64 %720 to i32
  %722 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %721
  %723 = load i8, ptr addrspace(3) %722, align 1
  %724 = or i64 %663, %382
  %725 = trunc i64 %724 to i32
  %726 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %725
  %727 = load i8, ptr addrspace(3) %726, align 1
  %728 = or i64 %663, 512
  %729 = or i64 %728, %135
  %730 = trunc i64 %729 to i32
  %731 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %730
  %732 = load i8, ptr addrspace(3) %731, align 1
  %733 = or i64 %728, %368
  %734 = trunc i64 %733 to i32
  %735 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %734
  %736 = load i8, ptr addrspace(3) %735, align 1
  %737 = or i64 %728, %369
  %738 = trunc i64 %737 to i32
  %739 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %738
  %740 = load i8, ptr addrspace(3) %739, align 1
  %741 = or i64 %728, %370
  %742 = trunc i64 %741 to i32
  %743 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %742
  %744 = load i8, ptr addrspace(3) %743, align 1
  %745 = or i64 %728, %371
  %746 = trunc i64 %745 to i32
  %747 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %746
  %748 = load i8, ptr addrspace(3) %747, align 1
  %749 = or i64 %728, %372
  %750 = trunc i64 %749 to i32
  %751 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %750
  %752 = load i8, ptr addrspace(3) %751, align 1
  %753 = or i64 %728, %373
  %754 = trunc i64 %753 to i32
  %755 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %754
  %756 = load i8, ptr addrspace(3) %755, align 1
  %757 = or i64 %728, %374
  %758 = trunc i64 %757 to i32
  %759 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %758
  %760 = load i8, ptr addrspace(3) %759, align 1
  %761 = or i64 %728, %375
  %762 = trunc i64 %761 to i32
  %763 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %762
  %764 = load i8, ptr addrspace(3) %763, align 1
  %765 = or i64 %728, %376
  %766 = trunc i64 %765 to i32
  %767 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %766
  %768 = load i8, ptr addrspace(3) %767, align 1
  %769 = or i64 %728, %377
  %770 = trunc i64 %769 to i32
  %771 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %770
  %772 = load i8, ptr addrspace(3) %771, align 1
  %773 = or i64 %728, %378
  %774 = trunc i64 %773 to i32
  %775 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %774
  %776 = load i8, ptr addrspace(3) %775, align 1
  %777 = or i64 %728, %379
  %778 = trunc i64 %777 to i32
  %779 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %778
  %780 = load i8, ptr addrspace(3) %779, align 1
  %781 = or i64 %728, %380
  %782 = trunc i64 %781 to i32
  %783 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %782
  %784 = load i8, ptr addrspace(3) %783, align 1
  %785 = or i64 %728, %381
  %786 = trunc i64 %785 to i32
  %787 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %786
  %788 = load i8, ptr addrspace(3) %787, align 1
  %789 = or i64 %728, %382
  %790 = trunc i64 %789 to i32
  %791 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %790
  %792 = load i8, ptr addrspace(3) %791, align 1
  %793 = insertelement <4 x i8> poison, i8 %667, i64 0
  %794 = insertelement <4 x i8> %793, i8 %671, i64 1
  %795 = insertelement <4 x i8> %794, i8 %675, i64 2
  %796 = insertelement <4 x i8> %795, i8 %679, i64 3
  %797 = bitcast <4 x i8> %796 to i32
  %798 = insertelement <4 x i8> poison, i8 %683, i64 0
  %799 = insertelement <4 x i8> %798, i8 %687, i64 1
  %800 = insertelement <4 x i8> %799, i8 %691, i64 2
  %801 = insertelement <4 x i8> %800, i8 %695, i64 3
  %802 = bitcast <4 x i8> %801 to i32
  %803 = insertelement <4 x i8> poison, i8 %699, i64 0
  %804 = insertelement <4 x i8> %803, i8 %703, i64 1
  %805 = insertelement <4 x i8> %804, i8 %707, i64 2
  %806 = insertelement <4 x i8> %805, i8 %711, i64 3
  %807 = bitcast <4 x i8> %806 to i32
  %808 = insertelement <4 x i8> poison, i8 %715, i64 0
  %809 = insertelement <4 x i8> %808, i8 %719, i64 1
  %810 = insertelement <4 x i8> %809, i8 %723, i64 2
  %811 = insertelement <4 x i8> %810, i8 %727, i64 3
  %812 = bitcast <4 x i8> %811 to i32
  %813 = insertelement <4 x i8> poison, i8 %732, i64 0
  %814 = insertelement <4 x i8> %813, i8 %736, i64 1
  %815 = insertelement <4 x i8> %814, i8 %740, i64 2
  %816 = insertelement <4 x i8> %815, i8 %744, i64 3
  %817 = bitcast <4 x i8> %816 to i32
  %818 = insertelement <4 x i8> poison, i8 %748, i64 0
  %819 = insertelement <4 x i8> %818, i8 %752, i64 1
  %820 = insertelement <4 x i8> %819, i8 %756, i64 2
  %821 = insertelement <4 x i8> %820, i8 %760, i64 3
  %822 = bitcast <4 x i8> %821 to i32
  %823 = insertelement <4 x i8> poison, i8 %764, i64 0
  %824 = insertelement <4 x i8> %823, i8 %768, i64 1
  %825 = insertelement <4 x i8> %824, i8 %772, i64 2
  %826 = insertelement <4 x i8> %825, i8 %776, i64 3
  %827 = bitcast <4 x i8> %826 to i32
  %828 = insertelement <4 x i8> poison, i8 %780, i64 0
  %829 = insertelement <4 x i8> %828, i8 %784, i64 1
  %830 = insertelement <4 x i8> %829, i8 %788, i64 2
  %831 = insertelement <4 x i8> %830, i8 %792, i64 3
  %832 = bitcast <4 x i8> %831 to i32
  %833 = insertelement <8 x i32> poison, i32 %797, i64 0
  %834 = insertelement <8 x i32> %833, i32 %802, i64 1
  %835 = insertelement <8 x i32> %834, i32 %807, i64 2
  %836 = insertelement <8 x i32> %835, i32 %812, i64 3
  %837 = insertelement <8 x i32> %836, i32 %817, i64 4
  %838 = insertelement <8 x i32> %837, i32 %822, i64 5
  %839 = insertelement <8 x i32> %838, i32 %827, i64 6
  %840 = insertelement <8 x i32> %839, i32 %832, i64 7
  %841 = load i8, ptr addrspace(3) %387, align 1
  %842 = load i8, ptr addrspace(3) %391, align 1
  %843 = load i8, ptr addrspace(3) %395, align 1
  %844 = load i8, ptr addrspace(3) %399, align 1
  %845 = load i8, ptr addrspace(3) %403, align 1
  %846 = load i8, ptr addrspace(3) %407, align 1
  %847 = load i8, ptr addrspace(3) %411, align 1
  %848 = load i8, ptr addrspace(3) %415, align 1
  %849 = load i8, ptr addrspace(3) %419, align 1
  %850 = load i8, ptr addrspace(3) %423, align 1
  %851 = load i8, ptr addrspace(3) %427, align 1
  %852 = load i8, ptr addrspace(3) %431, align 1
  %853 = load i8, ptr addrspace(3) %435, align 1
  %854 = load i8, ptr addrspace(3) %439, align 1
  %855 = load i8, ptr addrspace(3) %443, align 1
  %856 = load i8, ptr addrspace(3) %447, align 1
  %857 = load i8, ptr addrspace(3) %451, align 1
  %858 = load i8, ptr addrspace(3) %454, align 1
  %859 = load i8, ptr addrspace(3) %457, align 1
  %860 = load i8, ptr addrspace(3) %460, align 1
  %861 = load i8, ptr addrspace(3) %463, align 1
  %862 = load i8, ptr addrspace(3) %466, align 1
  %863 = load i8, ptr addrspace(3) %469, align 1
  %864 = load i8, ptr addrspace(3) %472, align 1
  %865 = load i8, ptr addrspace(3) %475, align 1
  %866 = load i8, ptr addrspace(3) %478, align 1
  %867 = load i8, ptr addrspace(3) %481, align 1
  %868 = load i8, ptr addrspace(3) %484, align 1
  %869 = load i8, ptr addrspace(3) %487, align 1
  %870 = load i8, ptr addrspace(3) %490, align 1
  %871 = load i8, ptr addrspace(3) %493, align 1
  %872 = load i8, ptr addrspace(3) %496, align 1
  %873 = insertelement <4 x i8> poison, i8 %841, i64 0
  %874 = insertelement <4 x i8> %873, i8 %842, i64 1
  %875 = insertelement <4 x i8> %874, i8 %843, i64 2
  %876 = insertelement <4 x i8> %875, i8 %844, i64 3
  %877 = bitcast <4 x i8> %876 to i32
  %878 = insertelement <4 x i8> poison, i8 %845, i64 0
  %879 = insertelement <4 x i8> %878, i8 %846, i64 1
  %880 = insertelement <4 x i8> %879, i8 %847, i64 2
  %881 = insertelement <4 x i8> %880, i8 %848, i64 3
  %882 = bitcast <4 x i8> %881 to i32
  %883 = insertelement <4 x i8> poison, i8 %849, i64 0
  %884 = insertelement <4 x i8> %883, i8 %850, i64 1
  %885 = insertelement <4 x i8> %884, i8 %851, i64 2
  %886 = insertelement <4 x i8> %885, i8 %852, i64 3
  %887 = bitcast <4 x i8> %886 to i32
  %888 = insertelement <4 x i8> poison, i8 %853, i64 0
  %889 = insertelement <4 x i8> %888, i8 %854, i64 1
  %890 = insertelement <4 x i8> %889, i8 %855, i64 2
  %891 = insertelement <4 x i8> %890, i8 %856, i64 3
  %892 = bitcast <4 x i8> %891 to i32
  %893 = insertelement <4 x i8> poison, i8 %857, i64 0
  %894 = insertelement <4 x i8> %893, i8 %858, i64 1
  %895 = insertelement <4 x i8> %894, i8 %859, i64 2
  %896 = insertelement <4 x i8> %895, i8 %860, i64 3
  %897 = bitcast <4 x i8> %896 to i32
  %898 = insertelement <4 x i8> poison, i8 %861, i64 0
  %899 = insertelement <4 x i8> %898, i8 %862, i64 1
  %900 = insertelement <4 x i8> %899, i8 %863, i64 2
  %901 = insertelement <4 x i8> %900, i8 %864, i64 3
  %902 = bitcast <4 x i8> %901 to i32
  %903 = insertelement <4 x i8> poison, i8 %865, i64 0
  %904 = insertelement <4 x i8> %903, i8 %866, i64 1
  %905 = insertelement <4 x i8> %904, i8 %867, i64 2
  %906 = insertelement <4 x i8> %905, i8 %868, i64 3
  %907 = bitcast <4 x i8> %906 to i32
  %908 = insertelement <4 x i8> poison, i8 %869, i64 0
  %909 = insertelement <4 x i8> %908, i8 %870, i64 1
  %910 = insertelement <4 x i8> %909, i8 %871, i64 2
  %911 = insertelement <4 x i8> %910, i8 %872, i64 3
  %912 = bitcast <4 x i8> %911 to i32
  %913 = insertelement <8 x i32> poison, i32 %877, i64 0
  %914 = insertelement <8 x i32> %913, i32 %882, i64 1
  %915 = insertelement <8 x i32> %914, i32 %887, i64 2
  %916 = insertelement <8 x i32> %915, i32 %892, i64 3
  %917 = insertelement <8 x i32> %916, i32 %897, i64 4
  %918 = insertelement <8 x i32> %917, i32 %902, i64 5
  %919 = insertelement <8 x i32> %918, i32 %907, i64 6
  %920 = insertelement <8 x i32> %919, i32 %912, i64 7
  %921 = tail call <8 x i32> @llvm.musa.imma.m16n16k64.mma(<8 x i32> %840, <8 x i32> %920, <8 x i32> zeroinitializer, i32 1, i32 1, i32 1)
  %922 = or i64 %661, %147
  %923 = extractelement <8 x i32> %921, i64 0
  %924 = shl nuw nsw i64 %922, 5
  %925 = or i64 %924, %497
  %926 = trunc i64 %925 to i32
  %927 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %926
  store i32 %923, ptr addrspace(3) %927, align 4
  %928 = extractelement <8 x i32> %921, i64 1
  %929 = or i64 %924, %498
  %930 = trunc i64 %929 to i32
  %931 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %930
  store i32 %928, ptr addrspace(3) %931, align 4
  %932 = extractelement <8 x i32> %921, i64 2
  %933 = or i64 %924, 128
  %934 = or i64 %933, %497
  %935 = trunc i64 %934 to i32
  %936 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %935
  store i32 %932, ptr addrspace(3) %936, align 4
  %937 = extractelement <8 x i32> %921, i64 3
  %938 = or i64 %933, %498
  %939 = trunc i64 %938 to i32
  %940 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %939
  store i32 %937, ptr addrspace(3) %940, align 4
  %941 = extractelement <8 x i32> %921, i64 4
  %942 = or i64 %924, 256
  %943 = or i64 %942, %497
  %944 = trunc i64 %943 to i32
  %945 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %944
  store i32 %941, ptr addrspace(3) %945, align 4
  %946 = extractelement <8 x i32> %921, i64 5
  %947 = or i64 %942, %498
  %948 = trunc i64 %947 to i32
  %949 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %948
  store i32 %946, ptr addrspace(3) %949, align 4
  %950 = extractelement <8 x i32> %921, i64 6
  %951 = or i64 %924, 384
  %952 = or i64 %951, %497
  %953 = trunc i64 %952 to i32
  %954 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %953
  store i32 %950, ptr addrspace(3) %954, align 4
  %955 = extractelement <8 x i32> %921, i64 7
  %956 = or i64 %951, %498
  %957 = trunc i64 %956 to i32
  %958 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %957
  store i32 %955, ptr addrspace(3) %958, align 4
  br label %959

959: ; preds = %659, %654
  br i1 %655, label %654, label %960

960: ; preds = %959
  tail call void @llvm.musa.syncthreads.lm()
  %961 = load i32, ptr addrspace(3) %155, align 16
  %962 = sitofp i32 %961 to float
  %963 = fmul contract float %962, %4
  %964 = load i32, ptr addrspace(3) %157, align 4
  %965 = sitofp i32 %964 to float
  %966 = fmul contract float %965, %4
  %967 = tail call float @llvm.maxnum.f32(float %963, float %966)
  %968 = load i32, ptr addrspace(3) %159, align 8
  %969 = sitofp i32 %968 to float
  %970 = fmul contract float %969, %4
  %971 = tail call float @llvm.maxnum.f32(float %967, float %970)
  %972 = load i32, ptr addrspace(3) %161, align 4
  %973 = sitofp i32 %972 to float
  %974 = fmul contract float %973, %4
  %975 = tail call float @llvm.maxnum.f32(float %971, float %974)
  %976 = load i32, ptr addrspace(3) %163, align 16
  %977 = sitofp i32 %976 to float
  %978 = fmul contract float %977, %4
  %979 = tail call float @llvm.maxnum.f32(float %975, float %978)
  %980 = load i32, ptr addrspace(3) %165, align 4
  %981 = sitofp i32 %980 to float
  %982 = fmul contract float %981, %4
  %983 = tail call float @llvm.maxnum.f32(float %979, float %982)
  %984 = load i32, ptr addrspace(3) %167, align 8
  %985 = sitofp i32 %984 to float
  %986 = fmul contract float %985, %4
  %987 = tail call float @llvm.maxnum.f32(float %983, float %986)
  %988 = load i32, ptr addrspace(3) %169, align 4
  %989 = sitofp i32 %988 to float
  %990 = fmul contract float %989, %4
  %991 = tail call float @llvm.maxnum.f32(float %987, float %990)
  %992 = load i32, ptr addrspace(3) %171, align 16
  %993 = sitofp i32 %992 to float
  %994 = fmul contract float %993, %4
  %995 = tail call float @llvm.maxnum.f32(float %991, float %994)
  %996 = load i32, ptr addrspace(3) %173, align 4
  %997 = sitofp i32 %996 to float
  %998 = fmul contract float %997, %4
  %999 = tail call float @llvm.maxnum.f32(float %995, float %998)
  %1000 = load i32, ptr addrspace(3) %175, align 8
  %1001 = sitofp i32 %1000 to float
  %1002 = fmul contract float %1001, %4
  %1003 = tail call float @llvm.maxnum.f32(float %999, float %1002)
  %1004 = load i32, ptr addrspace(3) %177, align 4
  %1005 = sitofp i32 %1004 to float
  %1006 = fmul contract float %1005, %4
  %1007 = tail call float @llvm.maxnum.f32(float %1003, float %1006)
  %1008 = load i32, ptr addrspace(3) %179, align 16
  %1009 = sitofp i32 %1008 to float
  %1010 = fmul contract float %1009, %4
  %1011 = tail call float @llvm.maxnum.f32(float %1007, float %1010)
  %1012 = load i32, ptr addrspace(3) %181, align 4
  %1013 = sitofp i32 %1012 to float
  %1014 = fmul contract float %1013, %4
  %1015 = tail call float @llvm.maxnum.f32(float %1011, float %1014)
  %1016 = load i32, ptr addrspace(3) %183, align 8
  %1017 = sitofp i32 %1016 to float
  %1018 = fmul contract float %1017, %4
  %1019 = tail call float @llvm.maxnum.f32(float %1015, float %1018)
  %1020 = load i32, ptr addrspace(3) %185, align 4
  %1021 = sitofp i32 %1020 to float
  %1022 = fmul contract float %1021, %4
  %1023 = tail call float @llvm.maxnum.f32(float %1019, float %1022)
  %1024 = bitcast float %1023 to i32
  %1025 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1024, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %187, label %1026, label %1029

1026: ; preds = %960
  %1027 = bitcast i32 %1025 to float
  %1028 = tail call float @llvm.maxnum.f32(float %1023, float %1027)
  store float %1028, ptr addrspace(3) %500, align 4
  br label %1029

1029: ; preds = %1026, %960
  tail call void @llvm.musa.syncthreads.lm()
  %1030 = load i32, ptr addrspace(3) %191, align 16
  %1031 = sitofp i32 %1030 to float
  %1032 = fmul contract float %1031, %4
  %1033 = load float, ptr addrspace(3) %193, align 4
  %1034 = load float, ptr addrspace(3) %194, align 4
  %1035 = tail call float @llvm.maxnum.f32(float %1033, float %1034)
  %1036 = fsub contract float %1032, %1035
  %1037 = fmul float %1036, 0x3FF7154760000000
  %1038 = tail call float @llvm.exp2.f32(float %1037)
  %1039 = load i32, ptr addrspace(3) %196, align 4
  %1040 = sitofp i32 %1039 to float
  %1041 = fmul contract float %1040, %4
  %1042 = fsub contract float %1041, %1035
  %1043 = fmul float %1042, 0x3FF7154760000000
  %1044 = tail call float @llvm.exp2.f32(float %1043)
  %1045 = load i32, ptr addrspace(3) %198, align 8
  %1046 = sitofp i32 %1045 to float
  %1047 = fmul contract float %1046, %4
  %1048 = fsub contract float %1047, %1035
  %1049 = fmul float %1048, 0x3FF7154760000000
  %1050 = tail call float @llvm.exp2.f32(float %1049)
  %1051 = load i32, ptr addrspace(3) %200, align 4
  %1052 = sitofp i32 %1051 to float
  %1053 = fmul contract float %1052, %4
  %1054 = fsub contract float %1053, %1035
  %1055 = fmul float %1054, 0x3FF7154760000000
  %1056 = tail call float @llvm.exp2.f32(float %1055)
  %1057 = load i32, ptr addrspace(3) %202, align 16
  %1058 = sitofp i32 %1057 to float
  %1059 = fmul contract float %1058, %4
  %1060 = fsub contract float %1059, %1035
  %1061 = fmul float %1060, 0x3FF7154760000000
  %1062 = tail call float @llvm.exp2.f32(float %1061)
  %1063 = load i32, ptr addrspace(3) %204, align 4
  %1064 = sitofp i32 %1063 to float
  %1065 = fmul contract float %1064, %4
  %1066 = fsub contract float %1065, %1035
  %1067 = fmul float %1066, 0x3FF7154760000000
  %1068 = tail call float @llvm.exp2.f32(float %1067)
  %1069 = load i32, ptr addrspace(3) %206, align 8
  %1070 = sitofp i32 %1069 to float
  %1071 = fmul contract float %1070, %4
  %1072 = fsub contract float %1071, %1035
  %1073 = fmul float %1072, 0x3FF7154760000000
  %1074 = tail call float @llvm.exp2.f32(float %1073)
  %1075 = load i32, ptr addrspace(3) %208, align 4
  %1076 = sitofp i32 %1075 to float
  %1077 = fmul contract float %1076, %4
  %1078 = fsub contract float %1077, %1035
  %1079 = fmul float %1078, 0x3FF7154760000000
  %1080 = tail call float @llvm.exp2.f32(float %1079)
  %1081 = load i32, ptr addrspace(3) %211, align 16
  %1082 = sitofp i32 %1081 to float
  %1083 = fmul contract float %1082, %4
  %1084 = fsub contract float %1083, %1035
  %1085 = fmul float %1084, 0x3FF7154760000000
  %1086 = tail call float @llvm.exp2.f32(float %1085)
  %1087 = load i32, ptr addrspace(3) %213, align 4
  %1088 = sitofp i32 %1087 to float
  %1089 = fmul contract float %1088, %4
  %1090 = fsub contract float %1089, %1035
  %1091 = fmul float %1090, 0x3FF7154760000000
  %1092 = tail call float @llvm.exp2.f32(float %1091)
  %1093 = load i32, ptr addrspace(3) %215, align 8
  %1094 = sitofp i32 %1093 to float
  %1095 = fmul contract float %1094, %4
  %1096 = fsub contract float %1095, %1035
  %1097 = fmul float %1096, 0x3FF7154760000000
  %1098 = tail call float @llvm.exp2.f32(float %1097)
  %1099 = load i32, ptr addrspace(3) %217, align 4
  %1100 = sitofp i32 %1099 to float
  %1101 = fmul contract float %1100, %4
  %1102 = fsub contract float %1101, %1035
  %1103 = fmul float %1102, 0x3FF7154760000000
  %1104 = tail call float @llvm.exp2.f32(float %1103)
  %1105 = load i32, ptr addrspace(3) %219, align 16
  %1106 = sitofp i32 %1105 to float
  %1107 = fmul contract float %1106, %4
  %1108 = fsub contract float %1107, %1035
  %1109 = fmul float %1108, 0x3FF7154760000000
  %1110 = tail call float @llvm.exp2.f32(float %1109)
  %1111 = load i32, ptr addrspace(3) %221, align 4
  %1112 = sitofp i32 %1111 to float
  %1113 = fmul contract float %1112, %4
  %1114 = fsub contract float %1113, %1035
  %1115 = fmul float %1114, 0x3FF7154760000000
  %1116 = tail call float @llvm.exp2.f32(float %1115)
  %1117 = load i32, ptr addrspace(3) %223, align 8
  %1118 = sitofp i32 %1117 to float
  %1119 = fmul contract float %1118, %4
  %1120 = fsub contract float %1119, %1035
  %1121 = fmul float %1120, 0x3FF7154760000000
  %1122 = tail call float @llvm.exp2.f32(float %1121)
  %1123 = load i32, ptr addrspace(3) %225, align 4
  %1124 = sitofp i32 %1123 to float
  %1125 = fmul contract float %1124, %4
  %1126 = fsub contract float %1125, %1035
  %1127 = fmul float %1126, 0x3FF7154760000000
  %1128 = tail call float @llvm.exp2.f32(float %1127)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1038, ptr addrspace(3) %226, align 16
  store float %1044, ptr addrspace(3) %227, align 4
  store float %1050, ptr addrspace(3) %228, align 8
  store float %1056, ptr addrspace(3) %229, align 4
  store float %1062, ptr addrspace(3) %230, align 16
  store float %1068, ptr addrspace(3) %231, align 4
  store float %1074, ptr addrspace(3) %232, align 8
  store float %1080, ptr addrspace(3) %233, align 4
  store float %1086, ptr addrspace(3) %234, align 16
  store float %1092, ptr addrspace(3) %235, align 4
  store float %1098, ptr addrspace(3) %236, align 8
  store float %1104, ptr addrspace(3) %237, align 4
  store float %1110, ptr addrspace(3) %238, align 16
  store float %1116, ptr addrspace(3) %239, align 4
  store float %1122, ptr addrspace(3) %240, align 8
  store float %1128, ptr addrspace(3) %241, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1129, label %1136

1129: ; preds = %1029
  %1130 = load float, ptr addrspace(3) %501, align 4
  %1131 = load float, ptr addrspace(3) %502, align 4
  %1132 = tail call float @llvm.maxnum.f32(float %1130, float %1131)
  %1133 = fsub contract float %1130, %1132
  %1134 = fmul float %1133, 0x3FF7154760000000
  %1135 = tail call float @llvm.exp2.f32(float %1134)
  store float %1135, ptr addrspace(3) %503, align 4
  br label %1136

1136: ; preds = %1129, %1029
  tail call void @llvm.musa.syncthreads.lm()
  %1137 = load float, ptr addrspace(3) %242, align 16
  %1138 = fadd reassoc float %1137, 0.000000e+00
  %1139 = load float, ptr addrspace(3) %243, align 4
  %1140 = fadd reassoc float %1138, %1139
  %1141 = load float, ptr addrspace(3) %244, align 8
  %1142 = fadd reassoc float %1140, %1141
  %1143 = load float, ptr addrspace(3) %245, align 4
  %1144 = fadd reassoc float %1142, %1143
  %1145 = load float, ptr addrspace(3) %246, align 16
  %1146 = fadd reassoc float %1144, %1145
  %1147 = load float, ptr addrspace(3) %247, align 4
  %1148 = fadd reassoc float %1146, %1147
  %1149 = load float, ptr addrspace(3) %248, align 8
  %1150 = fadd reassoc float %1148, %1149
  %1151 = load float, ptr addrspace(3) %249, align 4
  %1152 = fadd reassoc float %1150, %1151
  %1153 = load float, ptr addrspace(3) %250, align 16
  %1154 = fadd reassoc float %1152, %1153
  %1155 = load float, ptr addrspace(3) %251, align 4
  %1156 = fadd reassoc float %1154, %1155
  %1157 = load float, ptr addrspace(3) %252, align 8
  %1158 = fadd reassoc float %1156, %1157
  %1159 = load float, ptr addrspace(3) %253, align 4
  %1160 = fadd reassoc float %1158, %1159
  %1161 = load float, ptr addrspace(3) %254, align 16
  %1162 = fadd reassoc float %1160, %1161
  %1163 = load float, ptr addrspace(3) %255, align 4
  %1164 = fadd reassoc float %1162, %1163
  %1165 = load float, ptr addrspace(3) %256, align 8
  %1166 = fadd reassoc float %1164, %1165
  %1167 = load float, ptr addrspace(3) %257, align 4
  %1168 = fadd reassoc float %1166, %1167
  %1169 = bitcast float %1168 to i32
  %1170 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1169, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %187, label %1171, label %1174

1171: ; preds = %1136
  %1172 = bitcast i32 %1170 to float
  %1173 = fadd reassoc float %1168, %1172
  store float %1173, ptr addrspace(3) %504, align 4
  br label %1174

1174: ; preds = %1171, %1136
  tail call void @llvm.musa.syncthreads.lm()
  %1175 = load <8 x float>, ptr addrspace(3) %226, align 16
  %1176 = fptrunc <8 x float> %1175 to <8 x half>
  %1177 = load float, ptr addrspace(3) %234, align 16
  %1178 = load <4 x float>, ptr addrspace(3) %235, align 4
  %1179 = load float, ptr addrspace(3) %239, align 4
  %1180 = load float, ptr addrspace(3) %240, align 8
  %1181 = load float, ptr addrspace(3) %241, align 4
  %1182 = insertelement <8 x float> poison, float %1177, i64 0
  %1183 = shufflevector <4 x float> %1178, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1184 = shufflevector <8 x float> %1182, <8 x float> %1183, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1185 = insertelement <8 x float> %1184, float %1179, i64 5
  %1186 = insertelement <8 x float> %1185, float %1180, i64 6
  %1187 = insertelement <8 x float> %1186, float %1181, i64 7
  %1188 = fptrunc <8 x float> %1187 to <8 x half>
  store <8 x half> %1176, ptr addrspace(3) %261, align 16
  store <8 x half> %1188, ptr addrspace(3) %264, align 16
  store <8 x half> %602, ptr addrspace(3) %268, align 16
  store <8 x half> %603, ptr addrspace(3) %271, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1189 = load float, ptr addrspace(3) %272, align 4
  %1190 = fmul contract float %600, %1189
  store float %1190, ptr addrspace(3) %273, align 16
  %1191 = fmul contract float %599, %1189
  store float %1191, ptr addrspace(3) %276, align 4
  %1192 = fmul contract float %598, %1189
  store float %1192, ptr addrspace(3) %279, align 8
  %1193 = fmul contract float %597, %1189
  store float %1193, ptr addrspace(3) %282, align 4
  %1194 = fmul contract float %596, %1189
  store float %1194, ptr addrspace(3) %285, align 16
  %1195 = fmul contract float %595, %1189
  store float %1195, ptr addrspace(3) %288, align 4
  %1196 = fmul contract float %594, %1189
  store float %1196, ptr addrspace(3) %291, align 8
  %1197 = fmul contract float %593, %1189
  store float %1197, ptr addrspace(3) %294, align 4
  %1198 = fmul contract float %592, %1189
  store float %1198, ptr addrspace(3) %297, align 16
  %1199 = fmul contract float %591, %1189
  store float %1199, ptr addrspace(3) %300, align 4
  %1200 = fmul contract float %590, %1189
  store float %1200, ptr addrspace(3) %303, align 8
  %1201 = fmul contract float %589, %1189
  store float %1201, ptr addrspace(3) %306, align 4
  %1202 = fmul contract float %588, %1189
  store float %1202, ptr addrspace(3) %309, align 16
  %1203 = fmul contract float %587, %1189
  store float %1203, ptr addrspace(3) %312, align 4
  %1204 = fmul contract float %586, %1189
  store float %1204, ptr addrspace(3) %315, align 8
  %1205 = fmul contract float %585, %1189
  store float %1205, ptr addrspace(3) %318, align 4
  %1206 = load float, ptr addrspace(3) %319, align 4
  %1207 = fmul contract float %584, %1206
  store float %1207, ptr addrspace(3) %320, align 16
  %1208 = load float, ptr addrspace(3) %319, align 4
  %1209 = fmul contract float %583, %1208
  store float %1209, ptr addrspace(3) %323, align 4
  %1210 = load float, ptr addrspace(3) %319, align 4
  %1211 = fmul contract float %582, %1210
  store float %1211, ptr addrspace(3) %326, align 8
  %1212 = load float, ptr addrspace(3) %319, align 4
  %1213 = fmul contract float %581, %1212
  store float %1213, ptr addrspace(3) %329, align 4
  %1214 = load float, ptr addrspace(3) %319, align 4
  %1215 = fmul contract float %580, %1214
  store float %1215, ptr addrspace(3) %332, align 16
  %1216 = load float, ptr addrspace(3) %319, align 4
  %1217 = fmul contract float %579, %1216
  store float %1217, ptr addrspace(3) %335, align 4
  %1218 = load float, ptr addrspace(3) %319, align 4
  %1219 = fmul contract float %578, %1218
  store float %1219, ptr addrspace(3) %338, align 8
  %1220 = load float, ptr addrspace(3) %319, align 4
  %1221 = fmul contract float %577, %1220
  store float %1221, ptr addrspace(3) %341, align 4
  %1222 = load float, ptr addrspace(3) %319, align 4
  %1223 = fmul contract float %576, %1222
  store float %1223, ptr addrspace(3) %344, align 16
  %1224 = load float, ptr addrspace(3) %319, align 4
  %1225 = fmul contract float %575, %1224
  store float %1225, ptr addrspace(3) %347, align 4
  %1226 = load float, ptr addrspace(3) %319, align 4
  %1227 = fmul contract float %574, %1226
  store float %1227, ptr addrspace(3) %350, align 8
  %1228 = load float, ptr addrspace(3) %319, align 4
  %1229 = fmul contract float %573, %1228
  store float %1229, ptr addrspace(3) %353, align 4
  %1230 = load float, ptr addrspace(3) %319, align 4
  %1231 = fmul contract float %572, %1230
  store float %1231, ptr addrspace(3) %356, align 16
  %1232 = load float, ptr addrspace(3) %319, align 4
  %1233 = fmul contract float %571, %1232
  store float %1233, ptr addrspace(3) %359, align 4
  %1234 = load float, ptr addrspace(3) %319, align 4
  %1235 = fmul contract float %570, %1234
  store float %1235, ptr addrspace(3) %362, align 8
  %1236 = load float, ptr addrspace(3) %319, align 4
  %1237 = fmul contract float %569, %1236
  store float %1237, ptr addrspace(3) %365, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1238

1238: ; preds = %1174, %1447
  %1239 = phi i64 [ 0, %1174 ], [ %1448, %1447 ]
  %1240 = shl nuw nsw i64 %1239, 2
  %1241 = add nuw nsw i64 %1240, %134
  %1242 = icmp ult i64 %1241, 16
  br i1 %1242, label %1243, label %1447

1243: ; preds = %1238
  %1244 = shl nuw nsw i64 %1241, 2
  %1245 = and i64 %1244, 48
  %1246 = or i64 %1245, %147
  %1247 = shl nuw nsw i64 %1246, 6
  %1248 = or i64 %1247, %506
  %1249 = trunc i64 %1248 to i32
  %1250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1249
  %1251 = load i32, ptr addrspace(3) %1250, align 4
  %1252 = or i64 %1247, %507
  %1253 = trunc i64 %1252 to i32
  %1254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1253
  %1255 = load i32, ptr addrspace(3) %1254, align 4
  %1256 = or i64 %1247, 256
  %1257 = or i64 %1256, %506
  %1258 = trunc i64 %1257 to i32
  %1259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1258
  %1260 = load i32, ptr addrspace(3) %1259, align 4
  %1261 = or i64 %1256, %507
  %1262 = trunc i64 %1261 to i32
  %1263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1262
  %1264 = load i32, ptr addrspace(3) %1263, align 4
  %1265 = or i64 %1247, 512
  %1266 = or i64 %1265, %506
  %1267 = trunc i64 %1266 to i32
  %1268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1267
  %1269 = load i32, ptr addrspace(3) %1268, align 4
  %1270 = or i64 %1265, %507
  %1271 = trunc i64 %1270 to i32
  %1272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1271
  %1273 = load i32, ptr addrspace(3) %1272, align 4
  %1274 = or i64 %1247, 768
  %1275 = or i64 %1274, %506
  %1276 = trunc i64 %1275 to i32
  %1277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1276
  %1278 = load i32, ptr addrspace(3) %1277, align 4
  %1279 = or i64 %1274, %507
  %1280 = trunc i64 %1279 to i32
  %1281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1280
  %1282 = load i32, ptr addrspace(3) %1281, align 4
  %1283 = insertelement <8 x i32> poison, i32 %1251, i64 0
  %1284 = insertelement <8 x i32> %1283, i32 %1255, i64 1
  %1285 = insertelement <8 x i32> %1284, i32 %1260, i64 2
  %1286 = insertelement <8 x i32> %1285, i32 %1264, i64 3
  %1287 = insertelement <8 x i32> %1286, i32 %1269, i64 4
  %1288 = insertelement <8 x i32> %1287, i32 %1273, i64 5
  %1289 = insertelement <8 x i32> %1288, i32 %1278, i64 6
  %1290 = insertelement <8 x i32> %1289, i32 %1282, i64 7
  %1291 = or i64 %1245, %145
  %1292 = mul nuw nsw i64 %1291, 40
  %1293 = or i64 %1292, %135
  %1294 = trunc i64 %1293 to i32
  %1295 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1294
  %1296 = load half, ptr addrspace(3) %1295, align 2
  %1297 = or i64 %1292, %368
  %1298 = trunc i64 %1297 to i32
  %1299 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1298
  %1300 = load half, ptr addrspace(3) %1299, align 2
  %1301 = add nuw nsw i64 %1292, %369
  %1302 = trunc i64 %1301 to i32
  %1303 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1302
  %1304 = load half, ptr addrspace(3) %1303, align 2
  %1305 = add nuw nsw i64 %1292, %370
  %1306 = trunc i64 %1305 to i32
  %1307 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1306
  %1308 = load half, ptr addrspace(3) %1307, align 2
  %1309 = add nuw nsw i64 %1292, %371
  %1310 = trunc i64 %1309 to i32
  %1311 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1310
  %1312 = load half, ptr addrspace(3) %1311, align 2
  %1313 = add nuw nsw i64 %1292, %372
  %1314 = trunc i64 %1313 to i32
  %1315 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1314
  %1316 = load half, ptr addrspace(3) %1315, align 2
  %1317 = add nuw nsw i64 %1292, %373
  %1318 = trunc i64 %1317 to i32
  %1319 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1318
  %1320 = load half, ptr addrspace(3) %1319, align 2
  %1321 = add nuw nsw i64 %1292, %374
  %1322 = trunc i64 %1321 to i32
  %1323 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1322
  %1324 = load half, ptr addrspace(3) %1323, align 2
  %1325 = add nuw nsw i64 %1292, 320
  %1326 = or i64 %1325, %135
  %1327 = trunc i64 %1326 to i32
  %1328 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1327
  %1329 = load half, ptr addrspace(3) %1328, align 2
  %1330 = or i64 %1325, %368
  %1331 = trunc i64 %1330 to i32
  %1332 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1331
  %1333 = load half, ptr addrspace(3) %1332, align 2
  %1334 = add nuw nsw i64 %1325, %369
  %1335 = trunc i64 %1334 to i32
  %1336 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1335
  %1337 = load half, ptr addrspace(3) %1336, align 2
  %1338 = add nuw nsw i64 %1325, %370
  %1339 = trunc i64 %1338 to i32
  %1340 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1339
  %1341 = load half, ptr addrspace(3) %1340, align 2
  %1342 = add nuw nsw i64 %1325, %371
  %1343 = trunc i64 %1342 to i32
  %1344 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1343
  %1345 = load half, ptr addrspace(3) %1344, align 2
  %1346 = add nuw nsw i64 %1325, %372
  %1347 = trunc i64 %1346 to i32
  %1348 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1347
  %1349 = load half, ptr addrspace(3) %1348, align 2
  %1350 = add nuw nsw i64 %1325, %373
  %1351 = trunc i64 %1350 to i32
  %1352 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1351
  %1353 = load half, ptr addrspace(3) %1352, align 2
  %1354 = add nuw nsw i64 %1325, %374
  %1355 = trunc i64 %1354 to i32
  %1356 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1355
  %1357 = load half, ptr addrspace(3) %1356, align 2
  %1358 = insertelement <2 x half> poison, half %1296, i64 0
  %1359 = insertelement <2 x half> %1358, half %1300, i64 1
  %1360 = bitcast <2 x half> %1359 to i32
  %1361 = insertelement <2 x half> poison, half %1304, i64 0
  %1362 = insertelement <2 x half> %1361, half %1308, i64 1
  %1363 = bitcast <2 x half> %1362 to i32
  %1364 = insertelement <2 x half> poison, half %1312, i64 0
  %1365 = insertelement <2 x half> %1364, half %1316, i64 1
  %1366 = bitcast <2 x half> %1365 to i32
  %1367 = insertelement <2 x half> poison, half %1320, i64 0
  %1368 = insertelement <2 x half> %1367, half %1324, i64 1
  %1369 = bitcast <2 x half> %1368 to i32
  %1370 = insertelement <2 x half> poison, half %1329, i64 0
  %1371 = insertelement <2 x half> %1370, half %1333, i64 1
  %1372 = bitcast <2 x half> %1371 to i32
  %1373 = insertelement <2 x half> poison, half %1337, i64 0
  %1374 = insertelement <2 x half> %1373, half %1341, i64 1
  %1375 = bitcast <2 x half> %1374 to i32
  %1376 = insertelement <2 x half> poison, half %1345, i64 0
  %1377 = insertelement <2 x half> %1376, half %1349, i64 1
  %1378 = bitcast <2 x half> %1377 to i32
  %1379 = insertelement <2 x half> poison, half %1353, i64 0
  %1380 = insertelement <2 x half> %1379, half %1357, i64 1
  %1381 = bitcast <2 x half> %1380 to i32
  %1382 = insertelement <8 x i32> poison, i32 %1360, i64 0
  %1383 = insertelement <8 x i32> %1382, i32 %1363, i64 1
  %1384 = insertelement <8 x i32> %1383, i32 %1366, i64 2
  %1385 = insertelement <8 x i32> %1384, i32 %1369, i64 3
  %1386 = insertelement <8 x i32> %1385, i32 %1372, i64 4
  %1387 = insertelement <8 x i32> %1386, i32 %1375, i64 5
  %1388 = insertelement <8 x i32> %1387, i32 %1378, i64 6
  %1389 = insertelement <8 x i32> %1388, i32 %1381, i64 7
  %1390 = load half, ptr addrspace(3) %512, align 2
  %1391 = load half, ptr addrspace(3) %516, align 2
  %1392 = load half, ptr addrspace(3) %520, align 2
  %1393 = load half, ptr addrspace(3) %524, align 2
  %1394 = load half, ptr addrspace(3) %528, align 2
  %1395 = load half, ptr addrspace(3) %532, align 2
  %1396 = load half, ptr addrspace(3) %536, align 2
  %1397 = load half, ptr addrspace(3) %540, align 2
  %1398 = load half, ptr addrspace(3) %544, align 2
  %1399 = load half, ptr addrspace(3) %547, align 2
  %1400 = load half, ptr addrspace(3) %550, align 2
  %1401 = load half, ptr addrspace(3) %553, align 2
  %1402 = load half, ptr addrspace(3) %556, align 2
  %1403 = load half, ptr addrspace(3) %559, align 2
  %1404 = load half, ptr addrspace(3) %562, align 2
  %1405 = load half, ptr addrspace(3) %565, align 2
  %1406 = insertelement <2 x half> poison, half %1390, i64 0
  %1407 = insertelement <2 x half> %1406, half %1391, i64 1
  %1408 = bitcast <2 x half> %1407 to i32
  %1409 = insertelement <2 x half> poison, half %1392, i64 0
  %1410 = insertelement <2 x half> %1409, half %1393, i64 1
  %1411 = bitcast <2 x half> %1410 to i32
  %1412 = insertelement <2 x half> poison, half %1394, i64 0
  %1413 = insertelement <2 x half> %1412, half %1395, i64 1
  %1414 = bitcast <2 x half> %1413 to i32
  %1415 = insertelement <2 x half> poison, half %1396, i64 0
  %1416 = insertelement <2 x half> %1415, half %1397, i64 1
  %1417 = bitcast <2 x half> %1416 to i32
  %1418 = insertelement <2 x half> poison, half %1398, i64 0
  %1419 = insertelement <2 x half> %1418, half %1399, i64 1
  %1420 = bitcast <2 x half> %1419 to i32
  %1421 = insertelement <2 x half> poison, half %1400, i64 0
  %1422 = insertelement <2 x half> %1421, half %1401, i64 1
  %1423 = bitcast <2 x half> %1422 to i32
  %1424 = insertelement <2 x half> poison, half %1402, i64 0
  %1425 = insertelement <2 x half> %1424, half %1403, i64 1
  %1426 = bitcast <2 x half> %1425 to i32
  %1427 = insertelement <2 x half> poison, half %1404, i64 0
  %1428 = insertelement <2 x half> %1427, half %1405, i64 1
  %1429 = bitcast <2 x half> %1428 to i32
  %1430 = insertelement <8 x i32> poison, i32 %1408, i64 0
  %1431 = insertelement <8 x i32> %1430, i32 %1411, i64 1
  %1432 = insertelement <8 x i32> %1431, i32 %1414, i64 2
  %1433 = insertelement <8 x i32> %1432, i32 %1417, i64 3
  %1434 = insertelement <8 x i32> %1433, i32 %1420, i64 4
  %1435 = insertelement <8 x i32> %1434, i32 %1423, i64 5
  %1436 = insertelement <8 x i32> %1435, i32 %1426, i64 6
  %1437 = insertelement <8 x i32> %1436, i32 %1429, i64 7
  %1438 = tail call <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32> %1389, <8 x i32> %1437, <8 x i32> %1290, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1438 to <8 x float>
  %1439 = extractelement <8 x float> %bc, i64 0
  store float %1439, ptr addrspace(3) %1250, align 4
  %1440 = extractelement <8 x float> %bc, i64 1
  store float %1440, ptr addrspace(3) %1254, align 4
  %1441 = extractelement <8 x float> %bc, i64 2
  store float %1441, ptr addrspace(3) %1259, align 4
  %1442 = extractelement <8 x float> %bc, i64 3
  store float %1442, ptr addrspace(3) %1263, align 4
  %1443 = extractelement <8 x float> %bc, i64 4
  store float %1443, ptr addrspace(3) %1268, align 4
  %1444 = extractelement <8 x float> %bc, i64 5
  store float %1444, ptr addrspace(3) %1272, align 4
  %1445 = extractelement <8 x float> %bc, i64 6
  store float %1445, ptr addrspace(3) %1277, align 4
  %1446 = extractelement <8 x float> %bc, i64 7
  store float %1446, ptr addrspace(3) %1281, align 4
  br label %1447

1447: ; preds = %1243, %1238
  %1448 = add nuw nsw i64 %1239, 1
  %1449 = icmp ult i64 %1239, 3
  br i1 %1449, label %1238, label %1450

1450: ; preds = %1447
  tail call void @llvm.musa.syncthreads.lm()
  %1451 = load float, ptr addrspace(3) %273, align 16
  %1452 = load float, ptr addrspace(3) %276, align 4
  %1453 = load float, ptr addrspace(3) %279, align 8
  %1454 = load float, ptr addrspace(3) %282, align 4
  %1455 = load float, ptr addrspace(3) %285, align 16
  %1456 = load float, ptr addrspace(3) %288, align 4
  %1457 = load float, ptr addrspace(3) %291, align 8
  %1458 = load float, ptr addrspace(3) %294, align 4
  %1459 = load <8 x float>, ptr addrspace(3) %297, align 16
  %1460 = load <8 x float>, ptr addrspace(3) %320, align 16
  %1461 = load <8 x float>, ptr addrspace(3) %344, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1462, label %1468

1462: ; preds = %1450
  %1463 = load float, ptr addrspace(3) %566, align 4
  %1464 = load float, ptr addrspace(3) %503, align 4
  %1465 = fmul contract float %1463, %1464
  %1466 = load float, ptr addrspace(3) %567, align 4
  %1467 = fadd contract float %1465, %1466
  store float %1467, ptr addrspace(3) %566, align 4
  br label %1468

1468: ; preds = %1462, %1450
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1469, label %1473

1469: ; preds = %1468
  %1470 = load float, ptr addrspace(3) %501, align 4
  %1471 = load float, ptr addrspace(3) %502, align 4
  %1472 = tail call float @llvm.maxnum.f32(float %1470, float %1471)
  store float %1472, ptr addrspace(3) %501, align 4
  br label %1473

1473: ; preds = %1469, %1468
  tail call void @llvm.musa.syncthreads.lm()
  %1474 = extractelement <8 x float> %1459, i64 0
  %1475 = extractelement <8 x float> %1459, i64 1
  %1476 = extractelement <8 x float> %1459, i64 2
  %1477 = extractelement <8 x float> %1459, i64 3
  %1478 = extractelement <8 x float> %1459, i64 4
  %1479 = extractelement <8 x float> %1459, i64 5
  %1480 = extractelement <8 x float> %1459, i64 6
  %1481 = extractelement <8 x float> %1459, i64 7
  %1482 = extractelement <8 x float> %1460, i64 0
  %1483 = extractelement <8 x float> %1460, i64 1
  %1484 = extractelement <8 x float> %1460, i64 2
  %1485 = extractelement <8 x float> %1460, i64 3
  %1486 = extractelement <8 x float> %1460, i64 4
  %1487 = extractelement <8 x float> %1460, i64 5
  %1488 = extractelement <8 x float> %1460, i64 6
  %1489 = extractelement <8 x float> %1460, i64 7
  %1490 = extractelement <8 x float> %1461, i64 0
  %1491 = extractelement <8 x float> %1461, i64 1
  %1492 = extractelement <8 x float> %1461, i64 2
  %1493 = extractelement <8 x float> %1461, i64 3
  %1494 = extractelement <8 x float> %1461, i64 4
  %1495 = extractelement <8 x float> %1461, i64 5
  %1496 = extractelement <8 x float> %1461, i64 6
  %1497 = extractelement <8 x float> %1461, i64 7
  br i1 %605, label %568, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1473
  %1498 = insertelement <8 x float> poison, float %1451, i64 0
  %1499 = insertelement <8 x float> %1498, float %1452, i64 1
  %1500 = insertelement <8 x float> %1499, float %1453, i64 2
  %1501 = insertelement <8 x float> %1500, float %1454, i64 3
  %1502 = insertelement <8 x float> %1501, float %1455, i64 4
  %1503 = insertelement <8 x float> %1502, float %1456, i64 5
  %1504 = insertelement <8 x float> %1503, float %1457, i64 6
  %1505 = insertelement <8 x float> %1504, float %1458, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %35
  %1506 = phi <8 x float> [ zeroinitializer, %35 ], [ %1505, %._crit_edge.loopexit ]
  %1507 = phi <8 x float> [ zeroinitializer, %35 ], [ %1459, %._crit_edge.loopexit ]
  %1508 = phi <8 x float> [ zeroinitializer, %35 ], [ %1460, %._crit_edge.loopexit ]
  %1509 = phi <8 x float> [ zeroinitializer, %35 ], [ %1461, %._crit_edge.loopexit ]
  %1510 = getelementptr float, ptr addrspace(3) @global_smem, i32 %23
  %1511 = load float, ptr addrspace(3) %1510, align 4
  %1512 = insertelement <8 x float> poison, float %1511, i64 0
  %1513 = shufflevector <8 x float> %1512, <8 x float> poison, <8 x i32> zeroinitializer
  %1514 = fdiv <8 x float> %1506, %1513
  %1515 = fptrunc <8 x float> %1514 to <8 x half>
  %1516 = getelementptr half, ptr addrspace(1) %3, i64 %39
  %1517 = getelementptr half, ptr addrspace(1) %1516, i64 %20
  store <8 x half> %1515, ptr addrspace(1) %1517, align 16
  %1518 = fdiv <8 x float> %1507, %1513
  %1519 = fptrunc <8 x float> %1518 to <8 x half>
  %1520 = getelementptr half, ptr addrspace(1) %1516, i64 %22
  store <8 x half> %1519, ptr addrspace(1) %1520, align 16
  %1521 = getelementptr float, ptr addrspace(3) @global_smem, i32 %46
  %1522 = load float, ptr addrspace(3) %1521, align 4
  %1523 = insertelement <8 x float> poison, float %1522, i64 0
  %1524 = shufflevector <8 x float> %1523, <8 x float> poison, <8 x i32> zeroinitializer
  %1525 = fdiv <8 x float> %1508, %1524
  %1526 = fptrunc <8 x float> %1525 to <8 x half>
  %1527 = getelementptr half, ptr addrspace(1) %3, i64 %49
  %1528 = getelementptr half, ptr addrspace(1) %1527, i64 %20
  store <8 x half> %1526, ptr addrspace(1) %1528, align 16
  %1529 = load float, ptr addrspace(3) %1521, align 4
  %1530 = insertelement <8 x float> poison, float %1529, i64 0
  %1531 = shufflevector <8 x float> %1530, <8 x float> poison, <8 x i32> zeroinitializer
  %1532 = fdiv <8 x float> %1509, %1531
  %1533 = fptrunc <8 x float> %1532 to <8 x half>
  %1534 = getelementptr half, ptr addrspace(1) %1527, i64 %22
  store <8 x half> %1533, ptr addrspace(1) %1534, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
